import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Modal } from './modal';

// jsdom does not implement HTMLDialogElement.showModal/close. These minimal stand-ins do what
// a browser does that matters here: toggle the `open` attribute and fire 'close'.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

function Harness() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={trigger} type="button" onClick={() => setOpen(true)}>
        Read More
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Payment Policy" returnFocusRef={trigger} closeLabel="Close">
        <p>50% advance and 50% before shipment.</p>
        <a href="/contact">Contact us</a>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Harness />);
  const trigger = screen.getByRole('button', { name: 'Read More' });
  await user.click(trigger);
  const dialog = screen.getByRole('dialog', { name: 'Payment Policy' });
  return { user, trigger, dialog };
}

describe('Modal', () => {
  it('is closed until opened', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog named by its title, with focus inside', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('50% advance and 50% before shipment.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Payment Policy' })).toHaveFocus();
  });

  it('closes with the Close button and returns focus to the trigger', async () => {
    const { user, trigger } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const { user, trigger } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on its content', async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByText('50% advance and 50% before shipment.'));
    expect(dialog).toHaveAttribute('open');
    // A click on the ::backdrop is a click on the <dialog> element itself.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const link = screen.getByRole('link', { name: 'Contact us' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(link).toHaveFocus();
  });

  it('locks page scrolling while open and restores it on close', async () => {
    document.documentElement.style.overflow = 'auto';
    const { user } = await openModal();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.documentElement.style.overflow).toBe('auto');
    document.documentElement.style.overflow = '';
  });
});
