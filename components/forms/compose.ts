import { wellFormed } from '@/lib/query-value';

// Turns what a visitor typed into a readable message, and that message into WhatsApp and
// e-mail hand-off links. encodeURIComponent writes UTF-8, so Urdu and emoji survive intact.

/** `multiline`: the value may hold line breaks (a message, a list); any other value is one line. */
export type MessageLine = { label: string; value: string; multiline?: boolean };
export type ComposedMessage = { subject: string; lines: MessageLine[] };

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): a name holding U+202E
 * would turn the rest of its line around in the message the company reads. Letters carry their
 * own direction; these are dropped wherever a visitor's words reach the company.
 */
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/g;
/** Line and paragraph breaks of every kind, and every other control character (tab included). */
const breaksAndControls = /[\p{Cc}\u2028\u2029]+/gu;
/** The same, sparing the line feed a multi-line value keeps. */
const controlsButLineFeed = /[\p{Cc}\u2028\u2029]/gu;

/** Text without bidi control characters. */
function withoutBidiControls(text: string): string {
  return text.replace(bidiControls, '');
}

/**
 * A one-line field's value as one line: each run of line breaks (CR, LF, U+2028, U+2029, NEL) or
 * other control characters becomes a space, so "Devis\r\nBcc: x" cannot start a line of its own
 * in the message. Not trimmed: a visitor may be typing a space.
 */
export function singleLine(text: string): string {
  return text.replace(breaksAndControls, ' ');
}

/** A multi-line value with its breaks as \n, its other control characters as spaces. */
function normaliseBreaks(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n').replace(controlsButLineFeed, (char) => (char === '\n' ? char : ' '));
}

/** A value as the company reads it: no bidi controls; one line unless it is a multi-line field's. */
export function messageValue(value: string, multiline = false): string {
  const clean = withoutBidiControls(value);
  return (multiline ? normaliseBreaks(clean) : singleLine(clean)).trim();
}

/** "Label: value" lines; a multi-line value with line breaks starts on the line after its label. */
export function composeBody(message: ComposedMessage): string {
  return message.lines
    .map(({ label, value, multiline }) => {
      const clean = messageValue(value, multiline);
      return clean.includes('\n') ? `${label}:\n${clean}` : `${label}: ${clean}`;
    })
    .join('\n');
}

/** The whole message as plain text: subject (one line), a blank line, then the labelled lines. */
export function composeText(message: ComposedMessage): string {
  return `${messageValue(message.subject)}\n\n${composeBody(message)}`;
}

export function whatsappHref(phoneDigits: string, message: ComposedMessage): string {
  const digits = phoneDigits.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(wellFormed(composeText(message)))}`;
}

/** mailto: with subject and body; mail wants CRLF line breaks (RFC 6068). */
export function mailtoHref(address: string, message: ComposedMessage): string {
  const subject = encodeURIComponent(wellFormed(messageValue(message.subject)));
  const body = encodeURIComponent(wellFormed(composeBody(message).replace(/\n/g, '\r\n')));
  return `mailto:${address}?subject=${subject}&body=${body}`;
}
