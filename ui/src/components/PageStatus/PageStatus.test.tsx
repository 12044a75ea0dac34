import { screen } from '@testing-library/react';
import { renderInSite } from '../../testing';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { Button } from '../Button/Button';
import { PageStatus } from './PageStatus';

describe('PageStatus', () => {
  it('announces a failure as an alert with its action', () => {
    renderInSite(
      <PageStatus
        role="alert"
        headingLevel={1}
        title="Temporarily unavailable"
        message="Please try again."
        action={<Button>Try again</Button>}
      />,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is a polite status by default', () => {
    renderInSite(<PageStatus title="No donations yet" />);

    expect(screen.getByRole('status')).toHaveTextContent('No donations yet');
  });
});

describe('LoadingIndicator', () => {
  it('is a status with its label', () => {
    renderInSite(<LoadingIndicator label="Loading page" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
  });
});
