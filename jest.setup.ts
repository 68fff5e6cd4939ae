import '@testing-library/jest-dom';

// jsdom cannot navigate: a click on a link in a unit test runs the page's own handlers only.
// (Suites marked @jest-environment node have no document.)
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('a[href]')) event.preventDefault();
  });
}
