import { render, screen } from '@testing-library/react';
import { placeholders } from '@/content/placeholders';
import { PreviewRibbon } from './preview-ribbon';

it('shows "Preview" with the branch, the commit and the placeholders left in a named landmark on a preview build', () => {
  render(<PreviewRibbon locale="en" env={{ production: false, branch: 'spring-campaign', commit: 'abc1234' }} placeholdersLeft={9} />);
  const ribbon = screen.getByRole('complementary', { name: 'Preview build' });
  expect(ribbon).toHaveTextContent(/^Preview\s*·\s*branch spring-campaign\s*·\s*commit abc1234\s*·\s*9 placeholders left$/);
});

it('counts one placeholder in the singular', () => {
  render(<PreviewRibbon locale="en" env={{ production: false, branch: 'main' }} placeholdersLeft={1} />);
  expect(screen.getByRole('complementary', { name: 'Preview build' })).toHaveTextContent(
    /^Preview\s*·\s*branch main\s*·\s*1 placeholder left$/,
  );
});

it('counts the placeholders content/ still holds when not told otherwise', () => {
  render(<PreviewRibbon locale="en" env={{ production: false }} />);
  expect(screen.getByRole('complementary', { name: 'Preview build' })).toHaveTextContent(`${placeholders().length} placeholders left`);
});

it('shows just "Preview" when the build could not tell its branch or commit and no placeholder is left', () => {
  render(<PreviewRibbon locale="en" env={{ production: false }} placeholdersLeft={0} />);
  expect(screen.getByRole('complementary', { name: 'Preview build' })).toHaveTextContent(/^Preview$/);
});

it('is absent from the production build', () => {
  const { container } = render(
    <PreviewRibbon locale="en" env={{ production: true, branch: 'main', commit: 'abc1234' }} placeholdersLeft={0} />,
  );
  expect(container).toBeEmptyDOMElement();
});
