import { Spinner } from '@/ui/kit';

export function FullPageLoader() {
  return (
    <div className="tg-page-loader">
      <Spinner aria-label="Loading" />
    </div>
  );
}
