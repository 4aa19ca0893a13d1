/* The record id of a `/…/:id` route. */
import { useParams } from 'react-router-dom';

/** The route's `:id` as a number, or null when it is not a positive whole number of at most nine digits. */
export function useRouteId(): number | null {
  const { id = '' } = useParams();
  return /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
}
