import { fillTemplate } from '@/lib/template';
import { composeBody, composeText, mailtoHref, whatsappHref, type ComposedMessage } from './compose';

const message: ComposedMessage = {
  subject: 'Website enquiry: Rice 📦',
  lines: [
    { label: 'Full Name', value: 'Ayesha Khan' },
    { label: 'Email Address', value: 'ayesha@company.com' },
    { label: 'Message', value: 'سلام\r\nWe need 2 containers 📦\nto Hamburg.' },
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
