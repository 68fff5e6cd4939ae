import CMS from './decap';
import editorLocales from 'editor-locales';
import { interfaceLocale } from './interface-language';
import { directionCss, editorHooks, type EditorHooks } from './editor-language';
import { installUploadGuard } from './upload-guard';
import { alignPanes } from './aligned-panes';
import { translationProblems, type TranslationChecks } from '../translation-checks';
import { contentProblems, type ContentRules } from '../content-rules';
import { numberProblems, type NumberChecks } from '../number-checks';
import { changeSummary, hasContent, lossProblems, removals, slugProblems, type Languages, type SaveChecks } from '../save-checks';
import { getProcessSegment } from 'decap-cms-core/dist/esm/lib/formatters';
import { store } from 'decap-cms-core/dist/esm/redux';
import { ArticlePreview, PoliciesPreview, type Data, type PreviewWords } from './previews';
import { CategoryPreview, ProductPreview } from './view-previews';
import { pagePreviews } from './page-previews';

// The editor at /admin/, bundled by scripts/build-admin.mjs, which also writes the config.yml Decap reads.

/** The preview stylesheet's address (with the site's base path), from the build (esbuild's define). */
declare const CMS_PREVIEW_STYLE: string;
/** The rules Save applies to the other languages (cms/translation-checks.ts), from the build. */
declare const CMS_TRANSLATION_CHECKS: TranslationChecks;
/** The build's content rules, which Save applies to every language (cms/content-rules.ts), from the build. */
declare const CMS_CONTENT_RULES: ContentRules;
/** What Save compares with what was opened (cms/save-checks.ts), from the build. */
declare const CMS_SAVE_CHECKS: SaveChecks;
/** Numbers and units as each language writes them (scripts/build-admin.mjs, numberChecks). */
declare const CMS_NUMBER_CHECKS: NumberChecks;

/** The site's base path ("" or "/shop"), from the build. */
declare const CMS_BASE_PATH: string;
declare const CMS_PREVIEW_WORDS: PreviewWords;

// Decap on this computer (npm run cms, or a test's proxy) finds decap-server on localhost.
const local = ['localhost', '127.0.0.1'].includes(window.location.hostname);
const hooks: EditorHooks = editorHooks(
  {
    defaultLocale: CMS_SAVE_CHECKS.defaultLocale,
    names: CMS_SAVE_CHECKS.languageNames,
    dirs: Object.fromEntries(CMS_PREVIEW_WORDS.locales.map(({ code, dir }) => [code, dir])),
    categoryTitles: CMS_CONTENT_RULES.context.categoryTitles,
    listButtons: CMS_SAVE_CHECKS.messages.listButtons,
    goneChoice: CMS_SAVE_CHECKS.messages.goneChoice,
  },
  document,
  local,
  // A translation's list moved or shortened with English's (listMoved, listRemoved): Decap's own
  // change of a field, in that language's data.
  (field, value, locale) =>
    store.dispatch({
      type: 'DRAFT_CHANGE_FIELD',
      payload: {
        field,
        value,
        entries: [],
        i18n: { currentLocale: locale, defaultLocale: CMS_SAVE_CHECKS.defaultLocale, locales: Object.keys(CMS_SAVE_CHECKS.languageNames) },
      },
    }),
);
(globalThis as unknown as { __cmsEditor: EditorHooks }).__cmsEditor = hooks;
const style = document.createElement('style');
style.textContent = directionCss;
document.head.append(style);

// Decap's English, where it reads oddly to the company's staff ("＋ Article", "New Post", "View Live"
// opening the live site from a laptop where no host builds previews).
type Phrases = { [key: string]: string | Phrases };
const phrases = structuredClone(editorLocales.find(({ name }) => name === 'en')!.phrases);
/** Replaces the phrases under `path` ("editor.editorToolbar") with `changes`. */
const reword = (path: string, changes: Record<string, string>) =>
  Object.assign(
    path.split('.').reduce((at, key) => at[key] as Phrases, phrases),
    changes,
  );
reword('collection.collectionTop', { newButton: 'New %{collectionLabel}' });
reword('workflow.workflow', { newPost: 'New draft' });
// A field's rule is said in words (the build's message), not as a "pattern".
reword('editor.editorControlPane.widget', { regexPattern: '%{fieldLabel}: %{pattern}.' });
reword('editor.editorControlPane.i18n', {
  copyFromLocale: 'Fill in from another language',
  copyFromLocaleConfirm: 'Fill in this form from %{locale}?\nEverything in this language will be replaced.',
});
// Decap's header says "Changes saved" whenever the form matches what it opened with, even a new,
// empty form that nothing was saved from.
reword('editor.editorToolbar', { changesSaved: 'No unsaved changes' });
// A refused save says so in the marketer's words ("Failed to persist entry: Error: …").
reword('ui.toast', { onFailToPersist: 'Not saved. %{details}' });
// The header's link back to the list read "Writing in Products collection", beside the language menu's "Writing in English".
reword('editor.editorToolbar', { backCollection: ' Back to %{collectionLabel}' });
// Deleting a published entry is not a draft in Decap: it goes live at once, with every language's file.
reword('editor.editor', {
  onDeletePublishedEntry:
    'Delete this from the live site now?\n\nThis does not wait for review or publishing: as soon as you confirm, its page goes from the site in every language (the English file and each translation are deleted). Its photos stay in the media library.',
  onDeleteWithUnsavedChanges:
    'Delete this from the live site now, with the changes you have not saved?\n\nThis does not wait for review or publishing: as soon as you confirm, its page goes from the site in every language (the English file and each translation are deleted). Its photos stay in the media library.',
});
if (local)
  reword('editor.editorToolbar', {
    deployPreviewPendingButtonLabel: 'Open the page on this computer',
    deployPreviewButtonLabel: 'Open the page on this computer (draft previews are made by the host)',
    deployButtonLabel: 'Open the page on this computer',
  });
CMS.registerLocale('en', phrases);
// The interface in the browser's language where Decap has it among the site's (Decap's own words;
// the rewordings above are English's).
for (const { name, phrases: words } of editorLocales) if (name !== 'en') CMS.registerLocale(name, words);
const locale = interfaceLocale(navigator.languages, editorLocales);

/** Decap's entry, as much of it as the check reads (an Immutable map). */
type Entry = { get(key: string): unknown; toJS?: () => unknown };

// Decap checks of a translation only the fields typed in: the rest of the rules run here, before anything is written.
// What preSave throws, Decap shows as "Not saved. …" until it is closed, the draft left open.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: Entry }) => {
    const collection = String(entry.get('collection'));
    const key = `${collection}/${String(entry.get('slug'))}`;
    const opened = openedEntries.get(entryId(entry));
    const problems = [
      ...lossProblems(CMS_SAVE_CHECKS, {
        key,
        collection,
        entry: entryName(entry),
        loaded: opened?.languages,
        saving: languagesOf(entry),
        removed: opened ? [...opened.removed] : [],
        isNew: entry.get('newRecord') === true,
      }),
      ...slugProblems(CMS_SAVE_CHECKS, {
        collection,
        isNew: entry.get('newRecord') === true,
        data: languagesOf(entry)[CMS_SAVE_CHECKS.defaultLocale],
        slugOf,
      }),
      ...translationProblems(CMS_TRANSLATION_CHECKS, key, collection, languagesOf(entry)),
      ...contentProblems(CMS_CONTENT_RULES, {
        key,
        collection,
        languages: languagesOf(entry),
        slug: entry.get('newRecord') === true ? undefined : String(entry.get('slug')),
        labels: CMS_TRANSLATION_CHECKS.labels[key] ?? CMS_TRANSLATION_CHECKS.labels[collection] ?? {},
      }),
      ...numberProblems(
        CMS_NUMBER_CHECKS,
        languagesOf(entry),
        CMS_TRANSLATION_CHECKS.labels[key] ?? CMS_TRANSLATION_CHECKS.labels[collection] ?? {},
      ),
    ];
    if (problems.length > 0) throw new Refusal(problems.join(' · '));
    hooks.pendingChange = changeSummary(
      CMS_SAVE_CHECKS,
      CMS_TRANSLATION_CHECKS.labels[key] ?? CMS_TRANSLATION_CHECKS.labels[collection] ?? {},
      {
        loaded: entry.get('newRecord') === true ? undefined : opened?.languages,
        saving: languagesOf(entry),
      },
    );
  },
});

/** Why a save is refused: Decap says it as the toast's details, which read its text alone (not "Error: …"). */
class Refusal extends Error {
  override toString() {
    return this.message;
  }
}

/** The address Decap makes of a new entry's title, with the site's slug settings (Decap's own code). */
const slugOf = getProcessSegment(CMS_SAVE_CHECKS.slugs.options);

/** Each language's data of a Decap entry: the default language's `data`, the others' under `i18n`. */
function languagesOf(entry: Entry): Languages {
  const i18n = (entry.get('i18n') as Entry | undefined)?.toJS?.() as Record<string, { data?: unknown }> | undefined;
  const data = (entry.get('data') as Entry | undefined)?.toJS?.();
  return {
    [CMS_SAVE_CHECKS.defaultLocale]: data,
    ...Object.fromEntries(Object.entries(i18n ?? {}).map(([locale, value]) => [locale, value?.data])),
  };
}

const entryId = (entry: Entry) => `${String(entry.get('collection'))}/${String(entry.get('slug'))}`;
const entryName = (entry: Entry) => String(entry.get('label') ?? '') || String(entry.get('slug'));

/** Per entry, what its form last opened with and the lists shortened since, read from Decap's store. */
const openedEntries = new Map<string, { languages: Languages; removed: Set<string> }>();
let lastDraft: { key: string; id: string; entry: Entry; languages: Languages } | undefined;
const warnedEmpty = new Set<string>();

store.subscribe(() => {
  const draft = store.getState().entryDraft as Entry;
  const entry = draft.get('entry') as Entry | undefined;
  if (!entry || !entry.get('collection') || entry === lastDraft?.entry) return;
  const key = String(draft.get('key'));
  const id = entryId(entry);
  const languages = languagesOf(entry);
  if (lastDraft?.key === key && lastDraft.id === id) {
    const opened = openedEntries.get(id);
    if (opened) for (const mark of removals(lastDraft.languages, languages)) opened.removed.add(mark);
  } else if (hasContent(languages[CMS_SAVE_CHECKS.defaultLocale])) {
    openedEntries.set(id, { languages, removed: new Set() });
  } else if (entry.get('newRecord') !== true && !warnedEmpty.has(id)) {
    // Decap has opened an existing entry without its content: say so before anyone types into it.
    warnedEmpty.add(id);
    setTimeout(() => window.alert(CMS_SAVE_CHECKS.messages.openedEmpty.replace('{entry}', entryName(entry))));
  }
  lastDraft = { key, id, entry, languages };
});

// A saved entry is what the editor has open from now on.
CMS.registerEventListener({
  name: 'postSave',
  handler: ({ entry }: { entry: Entry }) => {
    openedEntries.set(entryId(entry), { languages: languagesOf(entry), removed: new Set() });
  },
});

// Uploads that are not images, or over 10 MB, are refused before Decap stores them.
installUploadGuard(document, (message) => window.alert(message));
alignPanes(document);

CMS.registerPreviewStyle(CMS_PREVIEW_STYLE);
CMS.registerPreviewTemplate('articles', ArticlePreview);
// A translation's preview lays its words over the English side of the form, which Decap's preview entry no longer holds.
const englishData = () =>
  (((store.getState().entryDraft as Entry).get('entry') as Entry | undefined)?.get('data') as Entry | undefined)?.toJS?.() as
    Data | undefined;
const messages = CMS_SAVE_CHECKS.messages;
CMS.registerPreviewTemplate('products', (props) => <ProductPreview {...props} english={englishData()} messages={messages} />);
CMS.registerPreviewTemplate('categories', (props) => <CategoryPreview {...props} english={englishData()} messages={messages} />);
CMS.registerPreviewTemplate('policies', PoliciesPreview);
for (const [file, Template] of Object.entries(pagePreviews))
  CMS.registerPreviewTemplate(file, (props) => <Template {...props} english={englishData()} messages={messages} />);

// On this computer, "View" opens the page on the development server the editor came from.
const here = `${window.location.origin}${CMS_BASE_PATH}`;
// Given only when needed: with any configuration passed here, Decap no longer says when config.yml
// fails to load (it carries on with what it was given).
const given = { ...(locale === 'en' ? {} : { locale }), ...(local ? { site_url: here, display_url: here } : {}) };
CMS.init(Object.keys(given).length > 0 ? ({ config: given } as unknown as Parameters<typeof CMS.init>[0]) : undefined);
