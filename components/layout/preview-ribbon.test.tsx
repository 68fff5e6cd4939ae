import { render, screen } from '@testing-library/react';
import { PreviewRibbon } from './preview-ribbon';

it('shows "Preview" with the branch and commit in a named landmark on a preview build', () => {
  render(<PreviewRibbon env={{ production: false, branch: 'spring-campaign', commit: 'abc1234' }} />);
  const ribbon = screen.getByRole('complementary', { name: 'Preview build' });
  expect(ribbon).toHaveTextContent(/^Preview\s*branch spring-campaign\s*commit abc1234$/);
});

it('shows just "Preview" when the build could not tell its branch or commit', () => {
  render(<PreviewRibbon env={{ production: false }} />);
  expect(screen.getByRole('complementary', { name: 'Preview build' })).toHaveTextContent(/^Preview$/);
});

it('is absent from the production build', () => {
  const { container } = render(<PreviewRibbon env={{ production: true, branch: 'main', commit: 'abc1234' }} />);
  expect(container).toBeEmptyDOMElement();
});
