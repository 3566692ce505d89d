// How the Nepali texts name a server text's parameters (issue 33): a known place or subject by its
// Nepali name. Set by the screens that show such texts (the matching desk), so the Nepali texts that
// every page loads do not carry the lists of places and subjects.
type ParamNamer = (name: string, value: string) => string;

let namer: ParamNamer | undefined;

export function nameNepaliParamsWith(next: ParamNamer) {
  namer = next;
}

export function nepaliParamName(name: string, value: string): string {
  return namer ? namer(name, value) : value;
}
