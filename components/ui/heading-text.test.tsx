import { render } from '@testing-library/react';
import { headingChunks, HeadingText } from './heading-text';

describe('headingChunks', () => {
  it('cuts Chinese between words, keeping 物流 whole and punctuation with the word before it', () => {
    const chunks = headingChunks('以可靠采购和安全物流，让全球贸易更简单', 'zh-Hans');
    expect(chunks).toContain('物流，');
    expect(chunks?.join('')).toBe('以可靠采购和安全物流，让全球贸易更简单');
    expect(chunks!.length).toBeGreaterThan(4);
  });

  it('keeps a Latin word with the Chinese one it touches, where the browser sets their gap', () => {
    const chunks = headingChunks('LED球泡灯和T8灯管', 'zh-Hans')!;
    expect(chunks.join('')).toBe('LED球泡灯和T8灯管');
    // No chunk ends where a Latin word meets a Chinese one.
    const latin = (character: string) => /[A-Za-z0-9]/.test(character);
    for (const [index, chunk] of chunks.slice(1).entries()) expect(latin(chunks[index]!.at(-1)!)).toBe(latin(chunk[0]!));
  });

  it('decides by script, not by the language code: Japanese too, and nothing for spaced scripts', () => {
    expect(headingChunks('安全な物流', 'ja')?.join('')).toBe('安全な物流');
    expect(headingChunks('Simplifying global trade', 'en')).toBeNull();
    expect(headingChunks('Упрощаем мировую торговлю', 'ru')).toBeNull();
    expect(headingChunks('نيسّر التجارة العالمية', 'ar')).toBeNull();
  });
});

describe('HeadingText', () => {
  it('lets a Chinese heading break only between words', () => {
    const { container } = render(
      <h1>
        <HeadingText text="安全物流" locale="zh" />
      </h1>,
    );
    const heading = container.querySelector('h1')!;
    expect(heading).toHaveTextContent('安全物流');
    expect(heading.querySelector('.break-keep')).not.toBeNull();
    // One break opportunity, between 安全 and 物流, none inside either word.
    expect(heading.innerHTML).toContain('安全<wbr>物流');
  });

  it('leaves a heading in a spaced script as plain text', () => {
    const { container } = render(
      <h2>
        <HeadingText text="Core strengths" locale="en" />
      </h2>,
    );
    expect(container.innerHTML).toBe('<h2>Core strengths</h2>');
  });
});
