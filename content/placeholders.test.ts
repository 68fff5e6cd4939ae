/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { assertNoPlaceholders, markedFields, PlaceholderError, placeholders, sitePlaceholders } from './placeholders';
import { certificationSchema, defineContent, siteSchema } from './schema';
import { getSite, socialLinks, whatsappUrl } from './site';

const site = getSite('en');

/** Loads content/placeholders.ts afresh, as a build with these variables would. */
function loadWith(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  try {
    let loaded: typeof import('./placeholders') | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import('./placeholders')>('./placeholders');
    });
    return loaded!;
  } finally {
    process.env = saved;
  }
}

const live = { NEXT_PUBLIC_SITE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://www.hazaraglobal.example' };

describe('the list of placeholders', () => {
  it('names each file and field still marked, with the value it holds', () => {
    const list = loadWith({ NEXT_PUBLIC_SITE_ENV: undefined, NEXT_PUBLIC_SITE_URL: 'https://www.hazaraglobal.example' }).placeholders();
    // What the files say, read here without the loaders: each mark whose field still holds its value, in the files' order.
    const held = (file: string, item: { placeholders?: Record<string, unknown> }, prefix: string) =>
      Object.entries(item.placeholders ?? {})
        .filter(
          ([field, value]) =>
            String(field.split('.').reduce<unknown>((at, step) => (at as Record<string, unknown>)?.[step], item)) === String(value),
        )
        .map(([field, value]) => ({ file, field: `${prefix}${field}`, value: String(value) }));
    const siteFile = parse(readFileSync('content/site.yml', 'utf8')) as { en: { placeholders?: Record<string, unknown> } };
    const certificates = parse(readFileSync('content/certifications.yml', 'utf8')) as {
      en: { certifications: { placeholders?: Record<string, unknown> }[] };
    };
    const siteHeld = held('content/site.yml', siteFile.en, 'en.');
    // A social link at its network's home page counts, marked or not.
    const bareSocials = site.socials
      .map((social, index) => ({ file: 'content/site.yml', field: `en.socials.${index}.url`, value: social.url }))
      .filter(({ field, value }) => /^https:\/\/[^/]+\/?$/.test(value) && !siteHeld.some((mark) => mark.field === field));
    expect(list).toEqual([
      ...siteHeld,
      ...bareSocials,
      ...certificates.en.certifications.flatMap((item, index) => held('content/certifications.yml', item, `en.certifications.${index}.`)),
    ]);
  });

  it('counts the WeChat ID and the Telegram username until the company writes its own, and not once it drops them', () => {
    // content/site.yml as written: WhatsApp's link is built, not written.
    const made = { wechat: 'hazara-trade-example', telegram: 'hazara_trade_example' };
    const written = {
      ...site,
      ...made,
      placeholders: { ...site.placeholders, ...made },
      socials: site.socials.map((social) => (social.name === 'WhatsApp' ? { name: 'WhatsApp' } : social)),
    };
    const fields = (item: unknown) =>
      markedFields('content/site.yml', defineContent('content/site.yml', siteSchema, item), 'en.').map(({ field }) => field);
    expect(fields(written)).toEqual(expect.arrayContaining(['en.wechat', 'en.telegram']));
    // The company's own ID and username: no longer placeholders, one fewer each.
    const own = fields({ ...written, wechat: 'hazaraglobal', telegram: 'hazara_global' });
    expect(own).not.toContain('en.wechat');
    expect(own).not.toContain('en.telegram');
    expect(own).toHaveLength(fields(written).length - 2);
    // Dropped (left out, or cleared in the editor): not a placeholder, and not a mark naming no field.
    const noWechat = Object.fromEntries(Object.entries(written).filter(([key]) => key !== 'wechat'));
    expect(fields({ ...noWechat, telegram: '' })).toEqual(
      fields(written).filter((field) => field !== 'en.wechat' && field !== 'en.telegram'),
    );
  });

  it('counts the site address as a placeholder while NEXT_PUBLIC_SITE_URL is unset', () => {
    const list = loadWith({ NEXT_PUBLIC_SITE_ENV: undefined, NEXT_PUBLIC_SITE_URL: undefined }).placeholders();
    expect(list.at(-1)).toEqual({ file: 'environment', field: 'NEXT_PUBLIC_SITE_URL', value: 'https://www.example.com' });
    expect(() => loadWith({ NEXT_PUBLIC_SITE_ENV: 'production', NEXT_PUBLIC_SITE_URL: undefined })).toThrow(
      /- environment NEXT_PUBLIC_SITE_URL "https:\/\/www\.example\.com"\n[^]*set NEXT_PUBLIC_SITE_URL to the live address/,
    );
  });

  it('drops a field as soon as it holds another value than its made-up one: nobody keeps a second list', () => {
    const marks = { email: 'info@example.com', 'phone.e164': '+923000000000' };
    const placeholderSite = { ...site, email: 'info@example.com', phone: { ...site.phone, e164: '+923000000000' } };
    expect(markedFields('content/site.yml', { ...placeholderSite, placeholders: marks }, 'en.')).toEqual([
      { file: 'content/site.yml', field: 'en.email', value: 'info@example.com' },
      { file: 'content/site.yml', field: 'en.phone.e164', value: '+923000000000' },
    ]);
    const newPhone = { ...placeholderSite, phone: { ...site.phone, e164: '+923001234567' }, placeholders: marks };
    expect(markedFields('content/site.yml', newPhone, 'en.')).toEqual([
      { file: 'content/site.yml', field: 'en.email', value: 'info@example.com' },
    ]);
    expect(markedFields('content/site.yml', { ...site, placeholders: {} }, 'en.')).toEqual([]);
  });

  it('counts a changed phone number out of the ribbon’s total', () => {
    const marked = {
      ...site,
      phone: { ...site.phone, e164: '+923000000000' },
      placeholders: { ...site.placeholders, 'phone.e164': '+923000000000' },
    };
    const changed = markedFields('content/site.yml', { ...marked, phone: { ...site.phone, e164: '+923001234567' } }, 'en.');
    expect(changed.map(({ field }) => field)).not.toContain('en.phone.e164');
    expect(changed.length).toBe(markedFields('content/site.yml', marked, 'en.').length - 1);
  });

  it('counts a social link left at its network’s home page, marked or not, and not once it leads to the company’s profile', () => {
    const socials = [
      { name: 'Instagram', url: 'https://www.instagram.com/' },
      { name: 'WhatsApp' },
      { name: 'Facebook', url: 'https://www.facebook.com' },
      { name: 'LinkedIn', url: 'https://www.linkedin.com/company/hazara-global-trade/' },
    ];
    const marks = { 'socials.0.url': 'https://www.instagram.com/' };
    const withSocials = defineContent('content/site.yml', siteSchema, { ...site, socials, placeholders: marks });
    expect(sitePlaceholders(withSocials)).toEqual([
      { file: 'content/site.yml', field: 'en.socials.0.url', value: 'https://www.instagram.com/' },
      { file: 'content/site.yml', field: 'en.socials.2.url', value: 'https://www.facebook.com' },
    ]);
    // Shown: the profile and the WhatsApp chat, never a network's home page.
    expect(socialLinks(withSocials).map(({ name }) => name)).toEqual(['WhatsApp', 'LinkedIn']);
    expect(() => assertNoPlaceholders(sitePlaceholders(withSocials), { production: true })).toThrow(
      /- content\/site\.yml en\.socials\.2\.url "https:\/\/www\.facebook\.com"\n/,
    );
    const own = {
      ...withSocials,
      socials: withSocials.socials.map((social) => ({ ...social, url: `${social.url.replace(/\/$/, '')}/hazaraglobal` })),
    };
    expect(sitePlaceholders({ ...own, placeholders: {} })).toEqual([]);
  });

  it('refuses a mark that names no field, naming the file and the mark', () => {
    expect(() =>
      markedFields(
        'content/certifications.yml',
        { placeholders: { 'reference.valu': 'x' }, reference: { value: 'x' } },
        'en.certifications.2.',
      ),
    ).toThrow(
      'Invalid content in content/certifications.yml:\n  - en.certifications.2.placeholders.reference.valu: names no field of this item',
    );
  });

  it('labels a certificate as a placeholder exactly while one of its fields is marked', () => {
    const { certifications } = jest.requireActual<typeof import('./certifications')>('./certifications').getCertifications('en');
    expect(certifications.map(({ placeholder }) => placeholder)).toEqual(certifications.map((item) => markedFields('', item).length > 0));
    const [first] = certifications;
    const real = {
      ...first!,
      placeholders: { validUntil: 'to be added' },
      reference: { ...first!.reference, value: 'QMS-2026-0417' },
      issuer: 'Bureau Veritas',
      validUntil: 'May 2029',
    };
    expect(certificationSchema.parse(real).placeholder).toBe(false);
    expect(certificationSchema.parse({ ...real, validUntil: 'to be added' }).placeholder).toBe(true);
  });
});

/** Placeholders a build might find: this file's own. */
const left = [
  { file: 'content/site.yml', field: 'en.phone.e164', value: '+923000000000' },
  { file: 'content/certifications.yml', field: 'en.certifications.0.reference.value', value: 'PLACEHOLDER – to be added' },
];

describe('a production build', () => {
  it('fails while a placeholder remains, listing each with its file and field', () => {
    expect(() => assertNoPlaceholders(left, { production: true })).toThrow(PlaceholderError);
    expect(() => assertNoPlaceholders(left, { production: true })).toThrow(
      /^Placeholders remain \(set them before going live\):\n {2}- content\/site\.yml en\.phone\.e164 "\+923000000000"\n {2}- content\/certifications\.yml en\.certifications\.0\.reference\.value "PLACEHOLDER – to be added"\n/,
    );
  });

  it('stops as the module loads while the content holds one, naming each', () => {
    const list = placeholders().filter(({ file }) => file !== 'environment');
    // A fresh module graph has its own PlaceholderError class, so the error is known by its name.
    if (list.length > 0) expect(() => loadWith(live)).toThrow(expect.objectContaining({ name: 'PlaceholderError' }));
    else expect(() => loadWith(live)).not.toThrow();
    try {
      loadWith(live);
    } catch (error) {
      for (const { file, field, value } of list)
        expect((error as Error).message).toContain(`  - ${file} ${field} ${JSON.stringify(value)}\n`);
      expect((error as Error).message.match(/^ {2}- /gm)).toHaveLength(list.length);
    }
  });

  it('passes once no placeholder is left', () => {
    expect(() => assertNoPlaceholders([], { production: true })).not.toThrow();
  });
});

describe('a preview build', () => {
  it('loads with placeholders left and counts them', () => {
    expect(loadWith({ NEXT_PUBLIC_SITE_ENV: undefined }).placeholders()).toEqual(placeholders());
    expect(loadWith({ NEXT_PUBLIC_SITE_ENV: 'preview' }).placeholders()).toEqual(placeholders());
    expect(() => assertNoPlaceholders(left, { production: false })).not.toThrow();
  });
});

describe('the WhatsApp link', () => {
  const withPhone = (e164: string) =>
    defineContent('content/site.yml', siteSchema, { ...site, socials: [{ name: 'WhatsApp' }], phone: { display: e164, e164 } });

  it('follows the one phone number', () => {
    expect(withPhone('+923001234567').socials).toEqual([{ name: 'WhatsApp', url: 'https://wa.me/923001234567' }]);
    expect(site.socials.find(({ name }) => name === 'WhatsApp')?.url).toBe(`https://wa.me/${site.phone.e164.slice(1)}`);
    expect(whatsappUrl()).toBe(`https://wa.me/${site.phone.e164.slice(1)}`);
  });

  it('cannot be given a second copy of the number', () => {
    expect(() =>
      defineContent('content/site.yml', siteSchema, { ...site, socials: [{ name: 'WhatsApp', url: 'https://wa.me/923009999999' }] }),
    ).toThrow(/socials\.0: /);
  });
});
