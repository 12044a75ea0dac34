import { screen } from '@testing-library/react';
import { exampleAddress } from 'composition-contract/providers-testing';
import { renderInSite } from 'ui/testing';
import { forms } from '../../config/embeds';
import UploadRecommendation from '.';

function frameUrl() {
  return new URL(screen.getByTitle(forms.uploadRecommendation.title).getAttribute('src') ?? '');
}

describe('Upload recommendation', () => {
  it('passes every parameter of the email link on to the upload form, encoded', () => {
    renderInSite(<UploadRecommendation />, {
      route:
        '/uploadrecommendation?Name_First=Ana%20Mar%C3%ADa&Name_Last=O%27Neil&Name1_First=Jo&Name2_First=Sam&partner=Hudson%20Family%20Alliance&email=ana%2Btest%40example.org&ID=4821&utm_source=mail',
    });

    const url = frameUrl();
    expect(url.origin + url.pathname).toBe(exampleAddress(forms.uploadRecommendation.key));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      Name_First: 'Ana María',
      Name_Last: "O'Neil",
      Name1_First: 'Jo',
      Name2_First: 'Sam',
      partner: 'Hudson Family Alliance',
      email: 'ana+test@example.org',
      ID: '4821',
    });
    expect(url.search).toContain('email=ana%2Btest%40example.org');
    expect(screen.getByRole('link', { name: 'Open the form in a new tab' })).toHaveAttribute('href', url.href);
    expect(screen.getByText("You are recommending Ana María O'Neil.")).toBeInTheDocument();
  });

  it('keeps hostile values inside their own parameter and shows them only as text', () => {
    renderInSite(<UploadRecommendation />, {
      route: `/uploadrecommendation?Name_First=${encodeURIComponent('"><script>alert(1)</script>')}&ID=${encodeURIComponent('1&email=evil@example.org')}&partner=%E0%A4%A`,
    });

    const url = frameUrl();
    expect(url.searchParams.get('Name_First')).toBe('"><script>alert(1)</script>');
    expect(url.searchParams.get('ID')).toBe('1&email=evil@example.org');
    expect(url.searchParams.getAll('email')).toEqual([]);
    expect(document.body.querySelector('script')).toBeNull();
    expect(screen.getByText('You are recommending "><script>alert(1)</script>.')).toBeInTheDocument();
  });

  it('without parameters shows the plain form and no greeting', () => {
    renderInSite(<UploadRecommendation />, { route: '/uploadrecommendation' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Recommend an Applicant');
    expect(frameUrl().href).toBe(exampleAddress(forms.uploadRecommendation.key));
    expect(screen.queryByText(/You are recommending/)).toBeNull();
  });
});
