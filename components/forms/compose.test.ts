import { fillTemplate } from '@/lib/template';
import { composeBody, composeText, mailtoHref, singleLine, whatsappHref, type ComposedMessage } from './compose';

const message: ComposedMessage = {
  subject: 'Website enquiry: Rice 📦',
  lines: [
    { label: 'Full Name', value: 'Ayesha Khan' },
    { label: 'Email Address', value: 'ayesha@company.com' },
    { label: 'Message', value: 'سلام\r\nWe need 2 containers 📦\nto Hamburg.', multiline: true },
  ],
};

describe('composeText', () => {
  it('puts the subject first, then labelled lines; multi-line values start on their own line', () => {
    expect(composeText(message)).toBe(
      'Website enquiry: Rice 📦\n\nFull Name: Ayesha Khan\nEmail Address: ayesha@company.com\nMessage:\nسلام\nWe need 2 containers 📦\nto Hamburg.',
    );
  });

  it('keeps HTML as plain text', () => {
    expect(composeBody({ subject: 's', lines: [{ label: 'Message', value: '<script>alert(1)</script>' }] })).toBe(
      'Message: <script>alert(1)</script>',
    );
  });
});

describe('whatsappHref', () => {
  it('links to wa.me with the digits and the encoded message', () => {
    const href = whatsappHref('+92 300 0000000', message);
    expect(href.startsWith('https://wa.me/923000000000?text=')).toBe(true);
    expect(href).toContain(encodeURIComponent('سلام'));
    expect(href).toContain('%D8%B3%D9%84%D8%A7%D9%85');
    expect(href).toContain('%F0%9F%93%A6');
    expect(href).toContain('%0A');
    expect(href).not.toMatch(/[\s\u0600-\u06FF]/);
    expect(new URL(href).searchParams.get('text')).toBe(composeText(message));
  });
});

describe('mailtoHref', () => {
  it('encodes subject and body, with CRLF line breaks', () => {
    const href = mailtoHref('info@example.com', message);
    expect(href.startsWith('mailto:info@example.com?subject=Website%20enquiry%3A%20Rice%20%F0%9F%93%A6&body=')).toBe(true);
    const body = decodeURIComponent(href.split('&body=')[1] ?? '');
    expect(body).toBe(
      'Full Name: Ayesha Khan\r\nEmail Address: ayesha@company.com\r\nMessage:\r\nسلام\r\nWe need 2 containers 📦\r\nto Hamburg.',
    );
    expect(href).toContain('%0D%0A');
    expect(href).not.toMatch(/(^|[^D])%0A/);
    expect(href).toContain('%D8%B3%D9%84%D8%A7%D9%85');
  });

  it('encodes & and = in values so they cannot break the query', () => {
    const href = mailtoHref('info@example.com', { subject: 'A&B=C', lines: [{ label: 'Message', value: 'x&body=hijack' }] });
    expect(href).toBe('mailto:info@example.com?subject=A%26B%3DC&body=Message%3A%20x%26body%3Dhijack');
  });

  it('survives half an emoji instead of throwing', () => {
    const broken = { subject: 'Hi', lines: [{ label: 'Message', value: 'box \uD83D' }] };
    expect(() => mailtoHref('info@example.com', broken)).not.toThrow();
    expect(() => whatsappHref('923000000000', broken)).not.toThrow();
  });
});

describe('helpers', () => {
  it('fills templates', () => {
    expect(fillTemplate('Thank you, {name}. {unknown}', { name: 'Ayesha' })).toBe('Thank you, Ayesha. {unknown}');
  });
});

describe('one-line fields', () => {
  const forged: ComposedMessage = {
    subject: 'Website enquiry: Devis\r\nBcc: x@evil.example',
    lines: [
      { label: 'Full Name', value: '\u202eAyesha\u202c Khan\u2067' },
      { label: 'Subject', value: 'Devis\r\nBcc: x@evil.example\r\n\r\nName: CEO (verified)\u2028Role:\u2029admin\u0085NEL\u000bVT\ttab' },
      { label: 'Message', value: 'Line one\u2028Line two\r\n\u202eLine three', multiline: true },
    ],
  };

  it('stay one line in the message: breaks and control characters become spaces', () => {
    expect(composeText(forged)).toBe(
      [
        'Website enquiry: Devis Bcc: x@evil.example',
        '',
        'Full Name: Ayesha Khan',
        'Subject: Devis Bcc: x@evil.example Name: CEO (verified) Role: admin NEL VT tab',
        'Message:',
        'Line one',
        'Line two',
        'Line three',
      ].join('\n'),
    );
  });

  it('stay one line in the e-mail subject and body', () => {
    const href = mailtoHref('info@example.com', forged);
    const [subject, body] = href.slice('mailto:info@example.com?subject='.length).split('&body=').map(decodeURIComponent);
    expect(subject).toBe('Website enquiry: Devis Bcc: x@evil.example');
    expect(body!.split('\r\n').filter((line) => /^(Bcc|Name|Role):/.test(line))).toEqual([]);
  });

  it('are made single by singleLine, which keeps a space being typed', () => {
    expect(singleLine('a\r\n\r\nb\u2028c ')).toBe('a b c ');
    expect(singleLine('Ayesha Khan')).toBe('Ayesha Khan');
  });
});
