import { exampleAddress, exampleProviders, setPageProviders } from 'composition-contract/providers-testing';
import { shieldProducts } from '../content/catalogue';
import { checkoutUrl } from './checkoutUrl';

describe('checkoutUrl', () => {
  it('orders the hotspot as one t10 add-on of the plan', () => {
    const url = new URL(checkoutUrl(shieldProducts.hotspot));
    expect(url.origin + url.pathname).toBe(`${exampleAddress('shieldCheckout')}shield-unlimited`);
    expect(url.searchParams.get('addon_code[0]')).toBe('t10');
    expect(url.searchParams.get('addon_quantity[0]')).toBe('1');
    expect(url.search).toBe('?addon_code%5B0%5D=t10&addon_quantity%5B0%5D=1');
  });

  it('orders the router as one "5" add-on of the plan', () => {
    const url = new URL(checkoutUrl(shieldProducts.router));
    expect(url.searchParams.get('addon_code[0]')).toBe('5');
    expect(url.searchParams.get('addon_quantity[0]')).toBe('1');
  });

  it('orders the SIM-only plan with no add-on', () => {
    expect(checkoutUrl(shieldProducts.sim)).toBe(`${exampleAddress('shieldCheckout')}shield-unlimited`);
  });

  it('encodes what the catalogue holds, and keeps the configured address and the provider’s parameter names', () => {
    setPageProviders({
      ...exampleProviders,
      shieldCheckout: { url: 'https://billing.example.net/hosted/store-7/?lang=en', parameters: { addOnCode: 'addon', addOnQuantity: 'qty' } },
    });
    const product = {
      ...shieldProducts.hotspot,
      checkout: { planPath: 'plan one', addOn: { code: 'a&b=c', quantity: 2 } },
    };
    const url = new URL(checkoutUrl(product));
    expect(url.pathname).toBe('/hosted/store-7/plan%20one');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('addon')).toBe('a&b=c');
    expect(url.searchParams.get('qty')).toBe('2');
  });
});

describe('the catalogue', () => {
  it('prices every product at $14.89 a month, the devices at $60 and $175', () => {
    expect(Object.values(shieldProducts).map((product) => product.monthlyPrice)).toEqual([14.89, 14.89, 14.89]);
    expect(shieldProducts.hotspot.devicePrice).toBe(60);
    expect(shieldProducts.router.devicePrice).toBe(175);
    expect(shieldProducts.sim.devicePrice).toBeNull();
  });
});
