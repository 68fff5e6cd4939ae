import { z } from 'zod';
import { localizedFile } from './load';
import { policySchema, uniqueList } from './schema';

// The six policies on /get-quote, in every language: content/policies.yml.

const policiesSchema = z.object({
  policies: uniqueList(policySchema, 'id').length(6),
});

export const policiesFile = localizedFile('content/policies.yml', policiesSchema);

/** The six policies in `locale`. */
export const getPolicies = policiesFile.get;
