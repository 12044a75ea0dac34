import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '../../testing';
import { Accordion } from './Accordion';

const items = [
  { title: 'Who can order?', content: <p>Anyone in the country.</p> },
  { title: 'How fast is delivery?', content: <p>About ten business days.</p> },
  { title: 'Can I cancel?', content: <p>Any time, at the end of the cycle.</p> },
];

function header(name: string) {
  return screen.getByRole('button', { name });
}

describe('Accordion', () => {
  it('renders each header as a button in a heading that controls its labelled panel, all closed', () => {
    renderInSite(<Accordion items={items} headingLevel={2} />);

    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    for (const { title } of items) {
      const button = header(title);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
      expect(panel).not.toBeVisible();
    }
  });

  it('opens one panel at a time and closes the open one when its header is pressed again', async () => {
    renderInSite(<Accordion items={items} />);

    await userEvent.click(header('Who can order?'));
    expect(header('Who can order?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Who can order?' })).toHaveTextContent('Anyone in the country.');
    expect(screen.getByText('Anyone in the country.')).toBeVisible();

    await userEvent.click(header('How fast is delivery?'));
    expect(header('How fast is delivery?')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Who can order?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Anyone in the country.')).not.toBeVisible();
    expect(screen.getByText('About ten business days.')).toBeVisible();

    await userEvent.click(header('How fast is delivery?'));
    expect(header('How fast is delivery?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('About ten business days.')).not.toBeVisible();
  });

  it('works by keyboard: Enter and Space toggle, arrows, Home and End move between headers', async () => {
    renderInSite(<Accordion items={items} />);

    await userEvent.tab();
    expect(header('Who can order?')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(header('Who can order?')).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}');
    expect(header('How fast is delivery?')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(header('How fast is delivery?')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Who can order?')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{End}');
    expect(header('Can I cancel?')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(header('Who can order?')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(header('Can I cancel?')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(header('Who can order?')).toHaveFocus();
  });
});
