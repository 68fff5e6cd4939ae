import { narrowNoBreakSpace as narrow, noBreakSpace as noBreak, typeset } from './typography';

describe('French spacing', () => {
  it('keeps ; : ! ? and % on the line of the word before them, with a narrow no-break space', () => {
    expect(typeset('Paiement : 50 % avant expédition ; le reste ? Oui !', 'fr')).toBe(
      `Paiement${narrow}: 50${narrow}% avant expédition${narrow}; le reste${narrow}? Oui${narrow}!`,
    );
    expect(typeset('Vraiment ?!', 'fr')).toBe(`Vraiment${narrow}?!`);
  });

  it('puts a narrow no-break space inside « », typed with a space or without', () => {
    expect(typeset('le « Made in Pakistan » et «FOB»', 'fr')).toBe(`le «${narrow}Made in Pakistan${narrow}» et «${narrow}FOB${narrow}»`);
  });

  it('reads every French tag the same (fr-CA), and nothing else changes', () => {
    expect(typeset('Prix : 5', 'fr-CA')).toBe(`Prix${narrow}: 5`);
    expect(typeset('Price : 5 %', 'en')).toBe('Price : 5 %');
    expect(typeset('Prix : 5', 'de')).toBe('Prix : 5');
  });

  it('leaves addresses, e-mail, phone numbers, {placeholders} and Markdown as written', () => {
    const kept = [
      'https://www.example.com/contact?subject=Devis&x=1',
      'mailto:ventes@example.com',
      '+92 300 0000000',
      '{count} produits sur {total}',
      '[Écrivez-nous](/contact?subject=Devis) ou **appelez**',
      '## Titre\n\n- point un\n- point deux\n\n| a | b |\n| --- | --- |',
      'un ratio 1 :2 et x :y',
    ];
    for (const text of kept) expect(typeset(text, 'fr')).toBe(text);
    // A placeholder before the sign is still held to it.
    expect(typeset('{percent} %', 'fr')).toBe(`{percent}${narrow}%`);
  });

  it("holds a number's groups together with the space French groups with, as Intl writes it", () => {
    expect(new Intl.NumberFormat('fr').format(2278)).toBe(`2${narrow}278`);
    expect(typeset('Environ 2 278 × 1 134 mm, de 250 à 1 000 ml, 12 500 000 pièces', 'fr')).toBe(
      `Environ 2${narrow}278 × 1${narrow}134 mm, de 250 à 1${narrow}000 ml, 12${narrow}500${narrow}000 pièces`,
    );
    expect(typeset('144 ou 132 cellules, 2026, +92 300 0000000', 'fr')).toBe('144 ou 132 cellules, 2026, +92 300 0000000');
  });

  it('leaves `code` as written', () => {
    expect(typeset('Tapez `a : b` puis : ok', 'fr')).toBe(`Tapez \`a : b\` puis${narrow}: ok`);
  });
});

describe('Russian spacing', () => {
  it('keeps a dash between words on the line of the word before it', () => {
    expect(typeset('Качество — вопрос репутации', 'ru')).toBe(`Качество${noBreak}— вопрос репутации`);
  });

  it("holds a number's groups together with a no-break space, as Intl writes it", () => {
    expect(new Intl.NumberFormat('ru').format(1050)).toBe(`1${noBreak}050`);
    expect(typeset('Около 2 278 мм, 1 050 кг', 'ru')).toBe(`Около 2${noBreak}278 мм, 1${noBreak}050 кг`);
  });

  it('leaves a dash that starts a line or a list item, and hyphens, as written', () => {
    expect(typeset('— первый пункт\nХайбер-Пахтунхва', 'ru')).toBe('— первый пункт\nХайбер-Пахтунхва');
  });
});

describe('Chinese spacing', () => {
  it('keeps no typed space between Chinese and Latin letters or digits, nor after full-width punctuation', () => {
    expect(typeset('LED 球泡灯，DAP 或 DDP，预付 50%，126 厘米', 'zh-Hans')).toBe('LED球泡灯，DAP或DDP，预付50%，126厘米');
    expect(typeset('微信号： hazara-trade', 'zh-Hans')).toBe('微信号：hazara-trade');
  });

  it('leaves spaces between Latin words, numbers and signs as written', () => {
    expect(typeset('Payoneer 或 Wise：228 × 113 × 126 厘米，ISO 9001', 'zh-Hans')).toBe('Payoneer或Wise：228 × 113 × 126厘米，ISO 9001');
  });
});
