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

  it('leaves `code` as written', () => {
    expect(typeset('Tapez `a : b` puis : ok', 'fr')).toBe(`Tapez \`a : b\` puis${narrow}: ok`);
  });
});

describe('Russian spacing', () => {
  it('keeps a dash between words on the line of the word before it', () => {
    expect(typeset('Качество — вопрос репутации', 'ru')).toBe(`Качество${noBreak}— вопрос репутации`);
  });

  it('leaves a dash that starts a line or a list item, and hyphens, as written', () => {
    expect(typeset('— первый пункт\nХайбер-Пахтунхва', 'ru')).toBe('— первый пункт\nХайбер-Пахтунхва');
  });
});
