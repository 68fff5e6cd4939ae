'use client';

import { useEnglishPath } from '@/components/i18n/english-path';
import type { ListedLink } from '@/components/ui/link-list';
import { DropdownMenu } from './dropdown-menu';
import { rememberLanguage } from './language-choice';
import { SvgIcon } from '@/components/ui/svg-icon';

/** A language as the menu offers it: named in itself. */
export type LanguageOption = { code: string; lang: string; name: string };

/** This page (in `locale`) in each language: "/services/electronics" leads to "/ar/services/electronics". */
export function useLanguageLinks(languages: LanguageOption[], locale: string): ListedLink[] {
  const path = useEnglishPath(locale);
  return languages.map(({ code, lang, name }) => ({ label: name, href: path, locale: code, lang, current: code === locale }));
}

type LanguageMenuProps = { label: string; languages: LanguageOption[]; locale: string; className?: string };

/** The header's Language menu: the same page (in `locale`) in each language. The choice is remembered. */
export function LanguageMenu({ label, languages, locale, className }: LanguageMenuProps) {
  const links = useLanguageLinks(languages, locale);
  return (
    <div onClickCapture={(event) => rememberLanguage(event.target)}>
      <DropdownMenu
        label={label}
        icon={<SvgIcon name="languages" strokeWidth={1.75} className="size-5" />}
        links={links}
        locale={locale}
        className={className}
      />
    </div>
  );
}
