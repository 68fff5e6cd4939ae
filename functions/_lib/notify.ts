// The e-mail that tells the company about a new enquiry, in English, with a link to it in the
// inbox. Sent through Email Routing's send_email binding to a verified address; this module writes
// the raw message (RFC 5322, UTF-8 in base64) and hands it to a Mailer, which functions/api/enquiry.ts
// makes from the binding and the tests from a capture.

import type { Enquiry } from './enquiry-check';

export type Mailer = (mail: { from: string; to: string; raw: string }) => Promise<void>;

const base64 = (text: string) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** A header value in UTF-8 (RFC 2047), so an Arabic or Chinese subject survives. */
const encodedWord = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${base64(text)}?=`);

/** Only a plain address goes into a header; the form's check already refused anything else. */
const plainAddress = (address: string) => /^[^\s@<>",;:()\\[\]]+@[^\s@<>",;:()\\[\]]+$/.test(address);

export function noticeMail(enquiry: Enquiry, { from, to, link, now }: { from: string; to: string; link: string; now: number }): string {
  const subject = `Enquiry (${enquiry.form}): ${enquiry.subject}`.slice(0, 300);
  const body = [
    `A new enquiry has arrived in the inbox, from the page ${enquiry.page}.`,
    `Open it: ${link}`,
    '',
    enquiry.message.replace(/\n/g, '\r\n'),
    '',
  ].join('\r\n');
  const host = from.split('@')[1] ?? 'localhost';
  const headers = [
    `From: Website enquiries <${from}>`,
    `To: <${to}>`,
    ...(plainAddress(enquiry.email) ? [`Reply-To: <${enquiry.email}>`] : []),
    `Subject: ${encodedWord(subject)}`,
    `Message-ID: <${enquiry.key}@${host}>`,
    `Date: ${new Date(now).toUTCString().replace('GMT', '+0000')}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
  ];
  const lines = base64(body).match(/.{1,76}/g) ?? [];
  return `${headers.join('\r\n')}\r\n\r\n${lines.join('\r\n')}\r\n`;
}
