import { render } from '@testing-library/react';
import { HydratedMarker } from './hydrated-marker';

test('marks the document once the page has hydrated, and renders nothing', () => {
  delete document.documentElement.dataset.hydrated;
  const { container } = render(<HydratedMarker />);
  expect(document.documentElement).toHaveAttribute('data-hydrated');
  expect(container).toBeEmptyDOMElement();
});
