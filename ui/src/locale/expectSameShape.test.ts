import { expectSameShape } from '../testing';

describe('expectSameShape', () => {
  const english = { title: 'Donate', steps: [{ label: 'One' }, { label: 'Two' }], price: 14.89 };

  it('accepts a translation with the same keys and lengths', () => {
    expect(() => expectSameShape(english, { title: 'Donar', steps: [{ label: 'Uno' }, { label: 'Dos' }], price: 14.89 })).not.toThrow();
  });

  it('names a missing key, a shorter list and empty text', () => {
    expect(() => expectSameShape(english, { title: 'Donar', steps: [{ label: 'Uno' }, {}], price: 1 })).toThrow('content.steps[1]: Spanish lacks [label]');
    expect(() => expectSameShape(english, { title: 'Donar', steps: [{ label: 'Uno' }], price: 1 })).toThrow('content.steps: English has 2 items, Spanish 1');
    expect(() => expectSameShape(english, { title: '', steps: [{ label: 'Uno' }, { label: 'Dos' }], price: 1 })).toThrow('content.title: English has text');
  });
});
