import { queryOf, queryValue } from './query-value';

// A link's query value: letters of every script as they are, what would end the value encoded.

it('gives the value back whole, and a browser follows it as UTF-8, percent-encoded', () => {
  const values = [
    'Запрос: «Серветка» & co',
    'استفسار عن: مراوح السقف؟',
    '关于：吊扇 (https://www.example.com/zh/x#y)',
    'a+b = c 100%',
    'line\nbreak\r\ntab\t',
  ];
  for (const value of values) {
    const written = new URL(`https://wa.me/1${queryOf({ text: value })}`);
    expect(written.searchParams.get('text')).toBe(value);
    // What the browser asks for: ASCII only, each letter as its UTF-8 bytes.
    expect(written.href).toMatch(/^[\x21-\x7e]+$/);
  }
});

it('writes a Cyrillic, Arabic or Chinese letter as itself, and a space as %20, never "+"', () => {
  expect(queryValue('Запрос о товаре')).toBe('Запрос%20о%20товаре');
  expect(queryValue('مراوح السقف')).toBe('مراوح%20السقف');
  expect(queryValue('吊扇 & 灯')).toBe('吊扇%20%26%20灯');
  expect(queryValue('a+b=c?d#e%f')).toBe('a%2Bb%3Dc%3Fd%23e%25f');
});

it('turns half an emoji into U+FFFD and keeps a whole one', () => {
  expect(new URL(`https://t.me/x${queryOf({ text: 'ok \uD83D' })}`).searchParams.get('text')).toBe('ok \uFFFD');
  expect(queryValue('👍')).toBe('👍');
});
