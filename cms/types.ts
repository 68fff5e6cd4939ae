// The shape of Decap CMS's configuration as this project writes it: plain JSON, so the build can
// write it out and a test can compare it with the content schemas. Only what we use is typed.
export type DecapField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  i18n?: boolean | 'duplicate';
  [option: string]: unknown;
};

export type DecapCollection = {
  name: string;
  label: string;
  [option: string]: unknown;
};

export type DecapConfig = {
  backend: Record<string, unknown>;
  collections: DecapCollection[];
  [option: string]: unknown;
};

/** The environment the build reads (process.env at build time; never anything secret). */
export type CmsEnv = Record<string, string | undefined>;
