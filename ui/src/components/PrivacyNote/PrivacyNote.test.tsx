import { screen } from '@testing-library/react';
import { renderInSite } from '../../testing';
import { PrivacyNote } from './PrivacyNote';

describe('PrivacyNote', () => {
  it('links to the privacy policy and the terms of service', () => {
    renderInSite(<PrivacyNote />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it('says it in the page’s language, linking to the pages in that language', () => {
    renderInSite(<PrivacyNote texts={{ lead: 'Cómo usamos lo que nos envía:', privacy: 'Política de privacidad', terms: 'Términos de servicio' }} />, { route: '/es/auth' });
    expect(screen.getByText(/Cómo usamos lo que nos envía/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/es/privacy');
    expect(screen.getByRole('link', { name: 'Términos de servicio' })).toHaveAttribute('href', '/es/terms');
  });
});
