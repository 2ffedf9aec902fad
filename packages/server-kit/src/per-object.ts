/**
 * `make(owner)`, made once per owner object and kept while the owner lives (a WeakMap): a signing key's WebCrypto
 * form, the tokens verified under it, a database's prepared queries.
 */
export function perObject<Owner extends object, Value>(make: (owner: Owner) => Value): (owner: Owner) => Value {
  const made = new WeakMap<Owner, Value>();
  return (owner) => {
    if (!made.has(owner)) made.set(owner, make(owner));
    return made.get(owner)!;
  };
}
