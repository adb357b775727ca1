import { useNewsCoverQuery } from './news.api';
import { coverSource } from './cover';

/** A piece's cover, read through the API (the token goes with it), decorative: the title says what it is. */
export function NewsCover({ id, className = '' }: { id: number; className?: string }) {
  const { data } = useNewsCoverQuery(id);
  const source = coverSource(data);
  if (!source)
    return <div aria-hidden="true" className={`bg-neutral-100 dark:bg-neutral-800 ${className}`} />;
  return <img src={source} alt="" className={`object-cover ${className}`} />;
}
