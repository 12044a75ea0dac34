import { INTL_LOCALE } from 'composition-contract/locale';
import { renderInSite } from '../testing';
import { formatDate, formatDollars } from './format';
import { useLocale, useLocalPath } from './locale';

function LocaleProbe() {
  const localPath = useLocalPath();
  return (
    <p>
      {useLocale()} {localPath('/donate')}
    </p>
  );
}

describe('locale', () => {
  it('is read from the address, and links stay in the page’s language', () => {
    const english = renderInSite(<LocaleProbe />, { route: '/about' });
    expect(english.container).toHaveTextContent('en /donate');
    english.unmount();
    const spanish = renderInSite(<LocaleProbe />, { route: '/es/about' });
    expect(spanish.container).toHaveTextContent('es /es/donate');
  });

  it.each(['2024-03-04', '2026-11-28', '2025-01-01', '2026-12-31T23:30:00Z'])('writes %s as Intl does in both languages', (iso) => {
    for (const locale of ['en', 'es'] as const) {
      const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
      expect(formatDate(iso, locale)).toBe(new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date));
    }
  });

  it('writes dollars the same way in both languages', () => {
    expect(formatDollars(14.89)).toBe('$14.89');
    expect(formatDollars(1600000)).toBe('$1,600,000');
    expect(formatDollars(25, { cents: true })).toBe('$25.00');
    expect(new Intl.NumberFormat(INTL_LOCALE.es, { style: 'currency', currency: 'USD' }).format(14.89)).toBe(formatDollars(14.89));
  });
});
