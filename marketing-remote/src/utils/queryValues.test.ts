import { queryValues } from './queryValues';

describe('queryValues', () => {
  it('takes the first value of each named parameter and ignores the rest of the query', () => {
    const search = new URLSearchParams('email=a%2Bb%40example.org&email=second&other=x');
    expect(queryValues(search, ['email', 'ID'])).toEqual({ email: 'a+b@example.org', ID: '' });
  });

  it('removes control characters, trims and caps each value', () => {
    const search = new URLSearchParams(`Name_First=%20Ana%0D%0ABcc%3A%20x%00%20&ID=${'9'.repeat(500)}`);
    const values = queryValues(search, ['Name_First', 'ID']);
    expect(values.Name_First).toBe('AnaBcc: x');
    expect(values.ID).toHaveLength(200);
  });

  it('survives malformed percent-encoding', () => {
    const values = queryValues(new URLSearchParams('partner=%E0%A4%A&email=%'), ['partner', 'email']);
    expect(typeof values.partner).toBe('string');
    expect(values.email).toBe('%');
  });
});
