import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { getRecipient } from '@/content/channels';
import { getForms } from '@/content/forms';
import { pluralForm } from '@/components/quote/units';
import { fillTemplate } from '@/lib/template';

// What the form tests share: a stand-in for the form back-end, its answers, and a visitor who
// fills a form in and sends it. For *.test.tsx files only.

export type Visitor = ReturnType<typeof userEvent.setup>;

/** The company's addresses and channels, as an English form page hands them to its form. */
export const recipient = getRecipient('en');

/**
 * For every test of the file: empty storage, a fresh fetch standing in for the back-end at
 * `endpoint` (NEXT_PUBLIC_FORM_ENDPOINT), and no endpoint afterwards.
 */
export function mockFormBackend(endpoint: string): jest.Mock {
  const fetchMock = jest.fn();
  beforeEach(() => {
    window.localStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock;
    process.env.NEXT_PUBLIC_FORM_ENDPOINT = endpoint;
  });
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
  });
  return fetchMock;
}

/** What the back-end answers: a status and a body. */
export function answer(status: number, body: string) {
  return { status, text: () => Promise.resolve(body) };
}

/** The back-end's acknowledgement (Formspree's). */
export const acknowledged = () => answer(200, '{"ok":true}');

/** The JSON body of the form's `call`-th POST. */
export function postedBody(fetchMock: jest.Mock, call = 0): Record<string, unknown> {
  return JSON.parse((fetchMock.mock.calls[call] as [string, RequestInit])[1].body as string) as Record<string, unknown>;
}

/** Renders `form`; a visitor fills it in with `fill` and presses the button named `submit`. */
export async function fillAndSend(form: ReactElement, fill: (user: Visitor) => Promise<void>, submit: string) {
  const user = userEvent.setup();
  const rendered = render(form);
  await fill(user);
  await user.click(screen.getByRole('button', { name: submit }));
  return { user, ...rendered };
}

/** What the error summary says of `count` fields with problems, as content/forms.yml words it. */
export const problemsWith = (count: number) => fillTemplate(pluralForm(getForms('en').summary, count, 'en'), { count });
