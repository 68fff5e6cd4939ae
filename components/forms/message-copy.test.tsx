import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getContact } from '@/content/contact';
import { getForms } from '@/content/forms';
import { localeCodes, locales } from '@/content/locales';
import { getQuote } from '@/content/quote';
import { getRegister } from '@/content/register';
import { numbersOf } from '@/components/i18n/page-numbers';
import { basket } from '@/components/quote/basket';
import { productNames } from '@/components/quote/catalogue-names';
import { ContactForm } from './contact-form';
import { answer, mockFormBackend, postedBody, recipient } from './form-test-kit';
import { contactMessage, languageLine, quoteMessage, registerMessage } from './message-copy';
import { QuoteForm } from './quote-form';
import { RegisterForm } from './register-form';

// The forms show the page's language; what reaches the company reads in English: field labels,
// chosen options, subject and product names, with the visitor's own words as typed and a line
// naming their language. The WhatsApp and e-mail hand-offs carry the same message as the POST.

const fetchMock = mockFormBackend('https://forms.example.com/f/i18n');

/** The hand-offs' message: the WhatsApp text (its link named `label`), and the e-mail's subject and body. */
async function handOffs(label: string) {
  const whatsapp = await screen.findByRole('link', { name: new RegExp(label) });
  const mail = new URL(
    screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href')?.startsWith('mailto:'))!
      .getAttribute('href')!,
  );
  return {
    whatsapp: new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!,
    subject: decodeURIComponent(/subject=([^&]*)/.exec(mail.search)![1]!),
    body: decodeURIComponent(/body=([^&]*)/.exec(mail.search)![1]!),
  };
}

beforeEach(() => {
  basket.reload();
});

describe('the message line naming the language', () => {
  it('labels it in English and names each language of content/locales.yml as that file does', () => {
    for (const { code, name } of locales) expect(languageLine(code)).toEqual({ label: 'Language', value: `${name} (${code})` });
    expect(languageLine('fr').value).toBe('Français (fr)');
    expect(languageLine('ar').value).toBe('العربية (ar)');
  });

  it('gives every form English labels for every field, whatever the page language', () => {
    for (const code of localeCodes) {
      expect(contactMessage(code).labels).toEqual({ name: 'Full Name', email: 'Email Address', topic: 'Subject', message: 'Message' });
      expect(quoteMessage(code).labels).toMatchObject({ products: 'Products', country: 'Destination country', notes: 'Notes' });
      expect(registerMessage(code).labels).toMatchObject({ businessType: 'Business Type', terms: 'Terms and Privacy Policy' });
      expect(registerMessage(code).subject).toBe(getRegister('en').form.subject);
    }
  });
});

describe('a French contact form', () => {
  const fr = { forms: getForms('fr'), contact: getContact('fr') };
  const form = (
    <ContactForm
      copy={fr.contact.form}
      common={fr.forms}
      messageCopy={contactMessage('fr')}
      recipient={recipient}
      locale="fr"
      numbers={numbersOf('fr')}
    />
  );

  it('shows French labels and French errors', async () => {
    const user = userEvent.setup();
    render(form);
    await user.click(screen.getByRole('button', { name: fr.contact.form.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent('4 champs contiennent une erreur.');
    expect(screen.getByLabelText('Nom complet')).toHaveAccessibleDescription('Saisissez votre nom complet');
    expect(screen.getByLabelText('Objet')).toHaveAccessibleDescription(fr.contact.form.fields.topic.required);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends English labels and subject, the French words as typed, and "Language: Français (fr)"', async () => {
    fetchMock.mockResolvedValue(answer(500, '{"error":"down"}'));
    const user = userEvent.setup();
    render(form);
    await user.type(screen.getByLabelText('Nom complet'), 'Élodie Martin');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'elodie@negoce.fr');
    await user.type(screen.getByLabelText('Objet'), 'Serviettes éponge');
    await user.type(screen.getByLabelText('Message'), 'Deux conteneurs de serviettes pour Le Havre, s’il vous plaît.');
    await user.click(screen.getByRole('button', { name: fr.contact.form.submit }));

    expect(await screen.findByRole('heading', { name: fr.forms.handOff.title.failed })).toBeInTheDocument();
    expect(postedBody(fetchMock)).toEqual({
      form: 'contact',
      subject: 'Website enquiry: Serviettes éponge',
      _subject: 'Website enquiry: Serviettes éponge',
      language: 'Français (fr)',
      name: 'Élodie Martin',
      email: 'elodie@negoce.fr',
      topic: 'Serviettes éponge',
      message: 'Deux conteneurs de serviettes pour Le Havre, s’il vous plaît.',
    });
    const lines = [
      'Language: Français (fr)',
      'Full Name: Élodie Martin',
      'Email Address: elodie@negoce.fr',
      'Subject: Serviettes éponge',
      'Message: Deux conteneurs de serviettes pour Le Havre, s’il vous plaît.',
    ];
    const { whatsapp, subject, body } = await handOffs(fr.forms.handOff.whatsapp);
    expect(whatsapp).toBe(`Website enquiry: Serviettes éponge\n\n${lines.join('\n')}`);
    expect(subject).toBe('Website enquiry: Serviettes éponge');
    expect(body).toBe(lines.join('\r\n'));
  });
});

describe('an Arabic trade-account application', () => {
  const ar = { forms: getForms('ar'), register: getRegister('ar') };
  const countries = [
    { value: 'DE', label: 'ألمانيا' },
    { value: 'AE', label: 'الإمارات العربية المتحدة' },
  ];

  it('sends the chosen business type, services and country as their English items, and the Arabic name as typed', async () => {
    fetchMock.mockResolvedValue(answer(500, '{}'));
    const user = userEvent.setup();
    render(
      <RegisterForm
        copy={ar.register.form}
        common={ar.forms}
        countries={countries}
        messageCopy={registerMessage('ar')}
        recipient={recipient}
        locale="ar"
      />,
    );
    expect(screen.getByRole('radiogroup', { name: ar.register.form.fields.businessType.label })).toBeInTheDocument();
    await user.type(screen.getByLabelText(ar.forms.fields.name.label), 'عمر الفارسي');
    await user.type(screen.getByLabelText(ar.forms.fields.email.label), 'omar@trading.example');
    await user.type(screen.getByLabelText(ar.forms.fields.phone.label), '+971 4 1234567');
    await user.selectOptions(screen.getByLabelText(ar.forms.fields.country.label), 'الإمارات العربية المتحدة');
    await user.click(screen.getByRole('radio', { name: 'مستورد' }));
    await user.type(screen.getByLabelText(ar.register.form.fields.password.label, { exact: true }), 'Tr4de-Secret!');
    await user.type(screen.getByLabelText(ar.register.form.fields.confirmPassword.label), 'Tr4de-Secret!');
    // The second and third services: Electronics and Construction Materials in English.
    await user.click(screen.getByRole('checkbox', { name: 'الإلكترونيات' }));
    await user.click(screen.getByRole('checkbox', { name: 'مواد البناء' }));
    await user.click(screen.getByRole('checkbox', { name: ar.register.form.fields.terms.label }));
    await user.click(screen.getByRole('button', { name: ar.register.form.submit }));

    expect(await screen.findByRole('heading', { name: ar.forms.handOff.title.failed })).toBeInTheDocument();
    const english = getRegister('en').form;
    expect(postedBody(fetchMock)).toMatchObject({
      subject: 'Trade account application: عمر الفارسي',
      language: 'العربية (ar)',
      name: 'عمر الفارسي',
      country: 'United Arab Emirates',
      countryCode: 'AE',
      businessType: english.businessTypes[0],
      services: [english.services[1], english.services[2]],
    });
    const { whatsapp } = await handOffs(ar.forms.handOff.whatsapp);
    expect(whatsapp.split('\n')).toEqual([
      'Trade account application: عمر الفارسي',
      '',
      'Language: العربية (ar)',
      'Full Name: عمر الفارسي',
      'Email Address: omar@trading.example',
      'Phone Number: +971 4 1234567',
      'Country: United Arab Emirates',
      `Business Type: ${english.businessTypes[0]}`,
      `Interested Services: ${english.services[1]}, ${english.services[2]}`,
      'Terms and Privacy Policy: Agreed',
    ]);
    expect(whatsapp).not.toContain('Tr4de-Secret!');
  });
});

describe('an Arabic quote request', () => {
  const ar = { forms: getForms('ar'), quote: getQuote('ar'), names: productNames('ar') };
  const plush = ar.names['toys-games']!.products['plush-soft-toys']!;
  // What the company reads: the catalogue's English names.
  const english = productNames('en')['toys-games']!;
  const stated = `${english.products['plush-soft-toys']} (${english.category}): 3 pieces`;

  function renderQuote() {
    return render(
      <QuoteForm
        copy={ar.quote}
        common={ar.forms}
        countries={[{ value: 'DE', label: 'ألمانيا' }]}
        names={ar.names}
        messageCopy={quoteMessage('ar')}
        recipient={recipient}
        locale="ar"
        numbers={numbersOf('ar')}
      />,
    );
  }

  it('shows a product added on a French page by its Arabic name, in Arabic units, and states it in English', async () => {
    // Added on /fr/services/toys-games: the basket kept the French names.
    basket.add({
      key: 'toys-games/plush-soft-toys',
      name: 'Peluches',
      category: 'Jouets et jeux',
      href: '/services/toys-games#plush-soft-toys',
    });
    basket.update('toys-games/plush-soft-toys', { quantity: 3 });
    fetchMock.mockResolvedValue(answer(500, '{}'));
    const user = userEvent.setup();
    renderQuote();

    const line = within(screen.getByRole('list')).getByRole('listitem');
    expect(within(line).getByRole('link', { name: plush })).toBeInTheDocument();
    expect(line).toHaveTextContent(ar.names['toys-games']!.category);
    expect(line).not.toHaveTextContent('Peluches');
    // 3 is Arabic's `few`: "3 قطع".
    expect(within(line).getByRole('combobox')).toHaveDisplayValue('قطع');

    await user.selectOptions(screen.getByLabelText(ar.quote.fields.country.label), 'DE');
    await user.type(screen.getByLabelText(ar.forms.fields.name.label), 'Li Wei');
    await user.type(screen.getByLabelText(ar.forms.fields.email.label), 'li@toys.example');
    await user.click(screen.getByRole('button', { name: ar.quote.submit }));

    expect(await screen.findByRole('heading', { name: ar.forms.handOff.title.failed })).toBeInTheDocument();
    expect(postedBody(fetchMock)).toMatchObject({
      subject: 'Quote request: 1 product to Germany',
      language: 'العربية (ar)',
      products: [stated],
      country: 'Germany',
    });
    const { whatsapp } = await handOffs(ar.forms.handOff.whatsapp);
    expect(whatsapp).toContain(`Language: العربية (ar)\nProducts: 1. ${stated}\nDestination country: Germany`);
  });
});
