// How the public names a person (decision 011): the first name and the initial of the last, "Ram T.".
export function displayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().slice(0, 1).toUpperCase();
  return initial ? `${firstName} ${initial}.` : firstName;
}
