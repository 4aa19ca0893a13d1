/* The record id of a `/…/:id` route. */
import { useParams } from 'react-router-dom';

/** The route's `:id` as a number, or null when it is not a whole number of at most nine digits. */
export function useRouteId(): number | null {
  const { id = '' } = useParams();
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}
