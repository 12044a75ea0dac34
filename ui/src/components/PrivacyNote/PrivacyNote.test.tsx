import { screen } from '@testing-library/react';
import { renderInSite } from '../../testing';
import { PrivacyNote } from './PrivacyNote';

describe('PrivacyNote', () => {
  it('links to the privacy policy and the terms of service', () => {
    renderInSite(<PrivacyNote />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });
});
