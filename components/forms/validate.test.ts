import { email, isEmpty, matches, maxLength, minLength, phone, required, validate, type Rules } from './validate';

describe('required', () => {
  const rule = required('Enter your full name');
  it.each([[''], ['   '], [false], [[]]])('refuses %p', (value) => {
    expect(rule(value, {})).toBe('Enter your full name');
  });
  it.each([['Ayesha'], [true], [['Electronics']]])('accepts %p', (value) => {
    expect(rule(value, {})).toBeUndefined();
  });
});

describe('email', () => {
  const rule = email('Enter a valid e-mail address, like name@company.com');
  it.each(['name@company.com', 'a.b+trade@mail.example.co.uk', '  buyer@firma.de  '])('accepts %s', (value) => {
    expect(rule(value, {})).toBeUndefined();
  });
  it.each(['name', 'name@', '@company.com', 'name@company', 'name@company.c', 'na me@company.com', 'a@b@c.com'])('refuses %s', (value) => {
    expect(rule(value, {})).toBe('Enter a valid e-mail address, like name@company.com');
  });
  it('leaves an empty value to "required"', () => {
    expect(rule('', {})).toBeUndefined();
  });
});

describe('phone', () => {
  const rule = phone('Enter a phone number with its country code');
  it.each(['+92 300 1234567', '+923001234567', '+49 30-1234567', '+1 (555) 123-4567', '+971 4 123 4567'])('accepts %s', (value) => {
    expect(rule(value, {})).toBeUndefined();
  });
  it.each(['0300 1234567', '923001234567', '+0 300 1234567', '+92 1234', '+92 300 1234567 89012', '+92 300 abc4567', '++92 300 1234567'])(
    'refuses %s',
    (value) => {
      expect(rule(value, {})).toBe('Enter a phone number with its country code');
    },
  );
});

describe('length rules', () => {
  it('minLength counts characters and leaves empty values alone', () => {
    const rule = minLength(8, 'Too short');
    expect(rule('1234567', {})).toBe('Too short');
    expect(rule('12345678', {})).toBeUndefined();
    expect(rule('', {})).toBeUndefined();
  });

  it('maxLength accepts exactly the limit and refuses one more', () => {
    const rule = maxLength(5000, 'Shorten this to 5,000 characters or fewer');
    expect(rule('a'.repeat(5000), {})).toBeUndefined();
    expect(rule('a'.repeat(5001), {})).toBe('Shorten this to 5,000 characters or fewer');
  });
});

describe('matches', () => {
  it('compares with another field', () => {
    const rule = matches<{ password: string; confirm: string }>('password', 'The passwords do not match');
    expect(rule('secret123', { password: 'secret123', confirm: 'secret123' })).toBeUndefined();
    expect(rule('secret124', { password: 'secret123', confirm: 'secret124' })).toBe('The passwords do not match');
  });
});

describe('validate', () => {
  type Values = { name: string; email: string; terms: boolean };
  const rules: Rules<Values> = {
    name: [required('Enter your full name')],
    email: [required('Enter your e-mail address'), email('Enter a valid e-mail address')],
    terms: [required('Tick the box')],
  };

  it('gives the first failing message per field', () => {
    expect(validate({ name: '', email: 'nope', terms: false }, rules)).toEqual({
      name: 'Enter your full name',
      email: 'Enter a valid e-mail address',
      terms: 'Tick the box',
    });
    expect(validate({ name: '', email: '', terms: false }, rules).email).toBe('Enter your e-mail address');
  });

  it('returns no errors for valid values', () => {
    expect(validate({ name: 'Ayesha Khan', email: 'ayesha@company.com', terms: true }, rules)).toEqual({});
  });

  it('treats whitespace as empty', () => {
    expect(isEmpty(' \n\t ')).toBe(true);
  });
});
