import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'antd';
import { LimitedInput, LimitedTextArea } from '@/components/LimitedInput';
import { renderPage } from '../support/renderPage';

function paste(el: HTMLElement, text: string) {
  fireEvent.paste(el, { clipboardData: { getData: () => text } });
  // What the browser does next: it keeps what fits under maxLength.
  const input = el as HTMLInputElement;
  const max = input.maxLength;
  fireEvent.change(el, { target: { value: (input.value + text).slice(0, max) } });
}

function NameForm({ onFinish }: { onFinish?: (v: unknown) => void }) {
  return (
    <Form onFinish={onFinish}>
      <Form.Item name="name" label="Name">
        <LimitedInput maxLength={80} />
      </Form.Item>
      <Form.Item name="note" label="Note">
        <LimitedTextArea maxLength={200} />
      </Form.Item>
    </Form>
  );
}

describe('LimitedInput: a paste that does not fit is cut, and the user is told', () => {
  it('says how much of a 10,000-character paste was left out', () => {
    renderPage(<NameForm />);
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('maxlength', '80');
    paste(name, 'x'.repeat(10_000));
    expect((name as HTMLInputElement).value).toHaveLength(80);
    expect(screen.getByTestId('paste-cut')).toHaveTextContent(
      'The pasted text was cut to 80 characters (9920 left out).',
    );
    // Said with the field: the notice is its description.
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining('The pasted text was cut to 80 characters (9920 left out).'),
    );
  });

  it('counts what is already there and what the paste replaces', () => {
    renderPage(<NameForm />);
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'a'.repeat(70) } });
    // 10 selected characters make room for exactly 20.
    name.setSelectionRange(60, 70);
    fireEvent.paste(name, { clipboardData: { getData: () => 'b'.repeat(20) } });
    expect(screen.queryByTestId('paste-cut')).not.toBeInTheDocument();
    name.setSelectionRange(65, 70);
    fireEvent.paste(name, { clipboardData: { getData: () => 'b'.repeat(20) } });
    expect(screen.getByTestId('paste-cut')).toHaveTextContent('(5 left out)');
  });

  it('says nothing when the paste fits, and the notice goes with the next edit', () => {
    renderPage(<NameForm />);
    const note = screen.getByLabelText('Note');
    paste(note, 'short note');
    expect(screen.queryByTestId('paste-cut')).not.toBeInTheDocument();
    paste(note, 'y'.repeat(500));
    expect(screen.getByTestId('paste-cut')).toHaveTextContent('cut to 200 characters (310 left out)');
    fireEvent.change(note, { target: { value: 'edited' } });
    expect(screen.queryByTestId('paste-cut')).not.toBeInTheDocument();
  });
});
