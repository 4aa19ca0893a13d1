/*
 * The public site's components (ui/kit.tsx) keep what the MUI components they replace gave users:
 * headings at the same level, labelled fields that report errors, links that navigate in the app, and dialogs that
 * close on Escape or a click outside while keeping a click inside.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Alert, Button, GridItem, Link, Spinner, Text } from '../kit';
import { Divider } from '../divider';
import { Dialog, DialogContent, DialogTitle } from '../dialog';
import { Switch } from '../switch';
import { TextField } from '../text-field';

describe('Text', () => {
  it("draws a variant as MUI's element and `component` as the given one", () => {
    render(
      <>
        <Text variant="h4" component="h2">
          Section
        </Text>
        <Text variant="h6">Small heading</Text>
        <Text>Body</Text>
        <Text variant="caption">Note</Text>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toHaveClass('tg-text--h4');
    expect(screen.getByRole('heading', { level: 6, name: 'Small heading' })).toBeInTheDocument();
    expect(screen.getByText('Body').tagName).toBe('P');
    expect(screen.getByText('Note').tagName).toBe('SPAN');
  });
});

describe('Button and Link', () => {
  it('navigate inside the app with `to`, link elsewhere with `href`, and are buttons otherwise', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <Button to="/pricing" variant="contained">
                Pricing
              </Button>
              <Link to="/contact">Contact</Link>
              <Link href="mailto:help@example.com">Mail us</Link>
              <Button onClick={() => undefined}>Plain</Button>
            </>
          ),
        },
        { path: '/pricing', element: <p>Pricing page</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Mail us' })).toHaveAttribute('href', 'mailto:help@example.com');
    // A plain button never submits a form by accident.
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
    await userEvent.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(await screen.findByText('Pricing page')).toBeInTheDocument();
  });
});

describe('TextField', () => {
  it('is named by its label, described by its helper text, and marked invalid on error', async () => {
    render(<TextField label="E-mail" name="email" required error helperText="Enter a valid e-mail address." />);
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address.');
    await userEvent.type(input, 'a@b.c');
    expect(input).toHaveValue('a@b.c');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Website" multiline rows={3} />);
    const input = screen.getByRole('textbox', { name: 'Website' });
    expect(input.tagName).toBe('TEXTAREA');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

describe('Dialog', () => {
  function Harness({ onClose }: { onClose: (reason: string) => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open</Button>
        <Dialog
          open={open}
          aria-labelledby="t"
          onClose={(reason) => {
            onClose(reason);
            setOpen(false);
          }}
        >
          <DialogTitle id="t">Preferences</DialogTitle>
          <DialogContent>
            <Text>Inside</Text>
          </DialogContent>
        </Dialog>
      </>
    );
  }

  it('is mounted only while open, named by its title, and closes on Escape or a click on the backdrop', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Preferences' });
    await userEvent.click(screen.getByText('Inside'));
    expect(onClose).not.toHaveBeenCalled();

    // The browser sends "cancel" to a modal dialog on Escape.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenLastCalledWith('escapeKeyDown');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenLastCalledWith('backdropClick');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('feedback and controls', () => {
  it('announces alerts, names progress, labels switches and separators', async () => {
    render(
      <>
        <Alert severity="error" title="Payment failed">
          Try another card.
        </Alert>
        <Alert severity="info" role="status">
          Saved.
        </Alert>
        <Spinner aria-label="Loading" />
        <Switch label="Analytics cookies" defaultChecked={false} />
        <Divider>or</Divider>
        <GridItem xs={12} md={6}>
          cell
        </GridItem>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failedTry another card.');
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Analytics cookies' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByRole('separator')).toHaveTextContent('or');
    expect(screen.getByText('cell')).toHaveClass('tg-col-12', 'tg-col-md-6');
  });
});
