/** @jest-environment node */
import { completeLocales } from '../locales';
import { getContact } from '../contact';
import { getForms } from '../forms';
import { getQuotePage } from '../get-quote';
import { getLogin } from '../login';
import { contentModules, coverageIn } from '../modules';
import { getQuote } from '../quote';
import { getRegister } from '../register';

const contact = getContact('en');
const forms = getForms('en');
const quote = getQuote('en');
const register = getRegister('en');

// The forms' words in Arabic, Chinese, French, Spanish and Russian (content/forms.yml, contact.yml,
// register.yml, login.yml, get-quote.yml and quote.yml): complete, with every {placeholder} kept,
// and links, anchors and limits written once, in English.

// Every language marked complete in content/locales.yml; a draft one shows English where it has no words yet.
const locales = completeLocales.map(({ code }) => code);

const load = (locale: string) => ({
  forms: getForms(locale),
  contact: getContact(locale),
  register: getRegister(locale),
  login: getLogin(locale),
  getQuote: getQuotePage(locale),
  quote: getQuote(locale),
});
const english = load('en');

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Every string of `value` by its path: "forms.fields.name.label". */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}.${index}`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

// The languages' plural forms: a form English lacks translates English's `other`.
const pluralKeys = ['zero', 'one', 'two', 'few', 'many', 'other'];
const pluralPaths = ['forms.summary', 'quote.productCount'];
const isPlural = (path: string) => pluralPaths.some((plural) => path.startsWith(`${plural}.`));

const visible: Partial<
  Record<string, { contact: string; register: string; login: string; quote: string; getQuote: string; required: string }>
> = {
  ar: {
    contact: 'تواصل معنا',
    register: 'افتح حسابًا تجاريًا',
    login: 'دخول المشترين',
    quote: 'طلب عرض السعر الخاص بك',
    getQuote: 'اطلب عرض سعر',
    required: 'أدخل اسمك الكامل',
  },
  zh: {
    contact: '联系我们',
    register: '开设贸易账户',
    login: '采购商登录',
    quote: '您的询价单',
    getQuote: '获取报价',
    required: '请输入您的姓名',
  },
  fr: {
    contact: 'Contactez-nous',
    register: 'Ouvrir un compte professionnel',
    login: 'Espace acheteur',
    quote: 'Votre demande de devis',
    getQuote: 'Demander un devis',
    required: 'Saisissez votre nom complet',
  },
  es: {
    contact: 'Contacto',
    register: 'Abrir una cuenta comercial',
    login: 'Acceso de compradores',
    quote: 'Su solicitud de presupuesto',
    getQuote: 'Solicitar presupuesto',
    required: 'Escriba su nombre completo',
  },
  ru: {
    contact: 'Свяжитесь с нами',
    register: 'Открыть торговый аккаунт',
    login: 'Вход для покупателей',
    quote: 'Ваш запрос цены',
    getQuote: 'Запросить коммерческое предложение',
    required: 'Введите имя и фамилию',
  },
};

describe.each(locales)('the forms in %s', (locale) => {
  const copy = load(locale);

  (locale in visible ? it : it.skip)('shows its headings and messages in the language', () => {
    const words = visible[locale]!;
    expect(copy.contact.title).toBe(words.contact);
    expect(copy.register.title).toBe(words.register);
    expect(copy.login.title).toBe(words.login);
    expect(copy.quote.title).toBe(words.quote);
    expect(copy.getQuote.title).toBe(words.getQuote);
    expect(copy.forms.fields.name.required).toBe(words.required);
  });

  it('translates every string: none falls back to English', () => {
    const ours = ['forms', 'contact', 'register', 'login', 'get-quote', 'quote'].map((name) => `content/${name}.yml`);
    const modules = contentModules.filter((part) => ours.includes(part.path));
    expect(modules.map((part) => part.path).sort()).toEqual([...ours].sort());
    const { total, fallbacks } = coverageIn(locale, modules);
    expect(fallbacks).toEqual([]);
    // Each file was loaded, and counted, in this language.
    expect(total).toBeGreaterThan(150);
  });

  it('keeps every {placeholder} of English', () => {
    const source = new Map(strings(english));
    for (const [path, text] of strings(copy)) {
      if (isPlural(path)) {
        const other = source.get(path.replace(/\.\w+$/, '.other'))!;
        expect(pluralKeys).toContain(path.split('.').pop());
        // A language may name one, two or none in words ("حقل واحد"), without the number.
        expect(placeholders(other)).toEqual(expect.arrayContaining(placeholders(text)));
        continue;
      }
      expect([path, placeholders(text)]).toEqual([path, placeholders(source.get(path) ?? '')]);
    }
  });

  it('writes links, anchors and limits once, in English', () => {
    expect(copy.forms.limits).toEqual(english.forms.limits);
    expect(copy.contact.form.messageMax).toBe(5000);
    expect(copy.quote.notesMax).toBe(5000);
    expect(copy.register.form.passwordMin).toBe(8);
    expect(copy.quote.id).toBe('quote-request');
    expect(copy.getQuote.policies.id).toBe('policies');
    expect(copy.quote.basket.browse.href).toBe('/store');
    expect(copy.login.form.links.register.href).toBe('/register');
    expect(copy.register.form.fields.terms.link.href).toBe('/get-quote#policies');
    expect(Object.keys(copy.quote.incoterms)).toEqual(Object.keys(english.quote.incoterms));
    for (const [code, label] of Object.entries(copy.quote.incoterms)) expect(label.startsWith(`${code} – `)).toBe(true);
  });

  it('lists the same number of choices as English', () => {
    expect(copy.register.form.businessTypes).toHaveLength(english.register.form.businessTypes.length);
    expect(copy.register.form.services).toHaveLength(english.register.form.services.length);
    expect(copy.quote.next.steps).toHaveLength(english.quote.next.steps.length);
  });
});

describe('the forms in English', () => {
  it('are unchanged', () => {
    expect(forms.fields.name.label).toBe('Full Name');
    expect(forms.summary.other).toBe('There are problems with {count} fields. Check the fields marked below.');
    expect(contact.form.subject).toBe('Website enquiry: {topic}');
    expect(register.form.agreed).toEqual({ label: 'Terms and Privacy Policy', value: 'Agreed' });
    expect(quote.productCount).toEqual({ one: '{count} product', other: '{count} products' });
    expect(getQuotePage('en').title).toBe('Request a quote');
  });

  it('takes the new-tab words of a hand-off from content/interface.yml', () => {
    expect(forms.handOff.newTab).toBe('(opens in a new tab)');
    expect(getForms('fr').handOff.newTab).toBe('(s’ouvre dans un nouvel onglet)');
  });
});

describe('plural forms', () => {
  it('gives Arabic six and Russian four, Chinese one text for both', () => {
    expect(Object.keys(getForms('ar').summary).sort()).toEqual([...pluralKeys].sort());
    expect(Object.keys(getQuote('ar').productCount).sort()).toEqual([...pluralKeys].sort());
    expect(getQuote('ru').productCount).toMatchObject({ one: '{count} товар', few: '{count} товара', many: '{count} товаров' });
    expect(getForms('ru').summary.few).toBeDefined();
    expect(getQuote('zh').productCount.one).toBe(getQuote('zh').productCount.other);
  });
});
