import { getRecipient } from '@/content/channels';
import type { FormsCopy } from '@/content/forms';
import type { LoginFormCopy } from '@/content/login';
import { LoginFormIsland } from './login-form-island';
import { NoScriptNotice } from './no-script-notice';

type LoginFormProps = { copy: LoginFormCopy; common: FormsCopy; locale: string };

/**
 * The log-in form. A server component around the island, so the no-JavaScript notice can name
 * the company's addresses without the site's content module joining the page's JavaScript.
 */
export function LoginForm({ copy, common, locale }: LoginFormProps) {
  return (
    <LoginFormIsland
      copy={copy}
      common={common}
      locale={locale}
      noScript={
        <NoScriptNotice text={copy.noScript} copy={common.noScript} newTab={common.handOff.newTab} recipient={getRecipient(locale)} />
      }
    />
  );
}
