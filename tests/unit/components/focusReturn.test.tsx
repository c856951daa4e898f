import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useFocusReturn } from '@/hooks/useFocusReturn';

/** A page with a dialog mounted only while open, like the app list's. */
function Page() {
  const [open, setOpen] = useState(false);
  const remember = useFocusReturn(open);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          remember();
          setOpen(true);
        }}
      >
        Create app
      </button>
      {open ? (
        <div role="dialog">
          {/* The dialog takes the focus as it opens, as antd's does. */}
          <button type="button" ref={(el) => el?.focus()} onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      ) : null}
    </>
  );
}

describe('useFocusReturn', () => {
  it('gives the focus back to the opener when the dialog goes away', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Create app' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
