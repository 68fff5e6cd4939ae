/** The name of the attachment in which e2e/fixtures.ts records what a test looked at. */
export const checkedAttachment = 'checked';
