// Turns what a visitor typed into a readable message, and that message into WhatsApp and
// e-mail hand-off links. encodeURIComponent writes UTF-8, so Urdu and emoji survive intact.

export type MessageLine = { label: string; value: string };
export type ComposedMessage = { subject: string; lines: MessageLine[] };

// A lone surrogate (half an emoji) would make encodeURIComponent throw.
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (unit) => (unit.length === 2 ? unit : '\uFFFD'));
}

function normaliseBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** "Label: value" lines; a value with line breaks starts on the line after its label. */
export function composeBody(message: ComposedMessage): string {
  return message.lines
    .map(({ label, value }) => {
      const clean = normaliseBreaks(value.trim());
      return clean.includes('\n') ? `${label}:\n${clean}` : `${label}: ${clean}`;
    })
    .join('\n');
}

/** The whole message as plain text: subject, a blank line, then the labelled lines. */
export function composeText(message: ComposedMessage): string {
  return `${normaliseBreaks(message.subject)}\n\n${composeBody(message)}`;
}

export function whatsappHref(phoneDigits: string, message: ComposedMessage): string {
  const digits = phoneDigits.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(wellFormed(composeText(message)))}`;
}

/** mailto: with subject and body; mail wants CRLF line breaks (RFC 6068). */
export function mailtoHref(address: string, message: ComposedMessage): string {
  const subject = encodeURIComponent(wellFormed(message.subject.replace(/[\r\n]+/g, ' ')));
  const body = encodeURIComponent(wellFormed(composeBody(message).replace(/\n/g, '\r\n')));
  return `mailto:${address}?subject=${subject}&body=${body}`;
}
