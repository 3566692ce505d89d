// The options of a directory filter (cities, or a city's areas) with their counts. The value in the
// address comes first and keeps its place while the counts load, so the select it is chosen in
// stays on it (an uncontrolled select falls back to "Any" when its chosen option is replaced).
import { formatAmount, placeLabel } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

type Facet = { value: string; count: number };

export function FacetOptions({ current, facets }: { current: string | null; facets: Facet[] }) {
  const { i18n } = useTranslation();
  const chosen = current ? [{ value: current, count: facets.find((facet) => facet.value === current)?.count }] : [];
  const others = facets.filter((facet) => facet.value !== current);
  return [...chosen, ...others].map(({ value, count }) => (
    <option key={value} value={value}>
      {count === undefined
        ? placeLabel(i18n.language, value)
        : `${placeLabel(i18n.language, value)} (${formatAmount(i18n.language, count)})`}
    </option>
  ));
}
