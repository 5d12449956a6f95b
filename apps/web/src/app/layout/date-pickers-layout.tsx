import { Outlet } from 'react-router';
import { DatePickersProvider } from '../../components/date-pickers-provider';

/** A layout route around the flow's screens, which have date pickers: date-fns comes with them. */
export function DatePickersLayout() {
  return (
    <DatePickersProvider>
      <Outlet />
    </DatePickersProvider>
  );
}
