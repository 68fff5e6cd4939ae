import { foldText, indexVariants, markedTerms, searchTerms, termRanges, termText } from './search-text';

const marked = (text: string, terms: string[]) => termRanges(text, terms).map(([start, end]) => text.slice(start, end));

describe('Chinese, written without spaces', () => {
  it('cuts a run of characters into each neighbouring pair and the last character', () => {
    expect(searchTerms('毛圈毛巾').map(termText)).toEqual(['毛圈', '圈毛', '毛巾', '巾']);
    expect(searchTerms('袜').map(termText)).toEqual(['袜']);
  });

  it('lets one character find any word that holds it, as the start of a term', () => {
    const terms = searchTerms('厨房毛巾及围裙');
    for (const character of '厨房毛巾及围裙') {
      const [query] = searchTerms(character);
      expect(terms.filter((term) => term.startsWith(query!)).map(termText)).toEqual(
        terms.map(termText).filter((text) => text.startsWith(character)),
      );
      expect(terms.some((term) => term.startsWith(query!))).toBe(true);
    }
  });

  it('finds a two-character word inside a longer name: the word is a pair of the name', () => {
    const name = searchTerms('厨房毛巾及围裙');
    // Each query term is a term of the name, or the start of one (the search matches prefixes).
    const found = (query: string) => searchTerms(query).every((term) => name.some((candidate) => candidate.startsWith(term)));
    expect(searchTerms('毛巾').map(termText)).toEqual(['毛巾', '巾']);
    expect(found('毛巾')).toBe(true);
    expect(found('围裙')).toBe(true);
    expect(found('毛衣')).toBe(false);
    expect(found('巾毛')).toBe(false);
  });

  it('keeps Latin letters and figures within Chinese text as words of their own', () => {
    expect(searchTerms('纯棉T恤，160–200 GSM').map(termText)).toEqual(['纯棉', '棉', 't', '恤', '160', '200', 'gsm']);
    expect(searchTerms('ＬＥＤ灯').map(termText)).toEqual(['led', '灯']);
  });

  it('marks the matched word where it stands, not every character it shares', () => {
    expect(marked('厨房毛巾及围裙', markedTerms([], searchTerms('毛巾')))).toEqual(['毛巾']);
    expect(marked('棉袜', ['棉'])).toEqual(['棉']);
  });
});

describe('Arabic', () => {
  it('ignores harakat and tatweel', () => {
    expect(foldText('مَنَاشِفُ قُطْنِيّة')).toBe(foldText('مناشف قطنية'));
    expect(foldText('مـنـاشـف')).toBe('مناشف');
  });

  it('treats alef, yeh and teh marbuta variants alike', () => {
    expect(foldText('أطقم إبريق آلة ٱلكتاب')).toBe('اطقم ابريق اله الكتاب');
    expect(foldText('مستشفى')).toBe(foldText('مستشفي'));
    expect(foldText('قطنية')).toBe(foldText('قطنيه'));
    expect(searchTerms('اَطقُم شراشف سرير')).toEqual(searchTerms('أطقم شراشف سرير'));
    expect(searchTerms('أطقم شراشف سرير')).not.toEqual(searchTerms('أطقم شراشف مطبخ'));
  });

  it('reads Arabic-Indic digits as 0–9', () => {
    expect(foldText('١٠٠٠ قطعة')).toBe('1000 قطعه');
  });

  it('indexes a word also without its article, so "منسوجات" finds "المنسوجات"', () => {
    expect(indexVariants('المنسوجات')).toEqual(['المنسوجات', 'منسوجات']);
    expect(indexVariants('والملابس')).toEqual(['والملابس', 'ملابس']);
    expect(indexVariants('الة')).toEqual(['الة']);
  });

  it('marks the written word, diacritics and all, for a query typed without them', () => {
    expect(marked('أطقم شراشف سرير', ['اطقم'])).toEqual(['أطقم']);
    expect(marked('مَناشِفُ مطبخ', ['مناشف'])).toEqual(['مَناشِفُ']);
    expect(marked('المنسوجات والملابس', ['منسوجات', 'ملابس'])).toEqual(['المنسوجات', 'والملابس']);
    expect(marked('سالمنسوجات', ['منسوجات'])).toEqual([]);
  });
});

describe('Latin and Cyrillic', () => {
  it('folds case and accents, so French and Spanish find words typed without them', () => {
    expect(searchTerms('Ménagères en acier')).toEqual(['menageres', 'en', 'acier']);
    expect(searchTerms('Artículos de CORAZÓN, cœur')).toEqual(['articulos', 'de', 'corazon', 'coeur']);
    expect(marked('Carrelage céramique', ['ceramique'])).toEqual(['céramique']);
  });

  it('reads Russian ё as е but keeps й', () => {
    expect(searchTerms('Мётлы и щётки')).toEqual(['метлы', 'и', 'щетки']);
    expect(searchTerms('Молотки-гвоздодёры')).toEqual(['молотки', 'гвоздодеры']);
    expect(foldText('Чайник')).toBe('чайник');
  });

  it('marks words that start with a term, not the term inside a word', () => {
    expect(marked('Cotton towels and cotton-rich fabric', ['cotton'])).toEqual(['Cotton', 'cotton']);
    expect(marked('Scotton', ['cotton'])).toEqual([]);
  });
});
