import { Outlet } from 'react-router-dom';

/** The signed-in frame: top bar, participants strip, navigation (SPEC §2.2). */
export function AppFrame() {
  return (
    <div className="min-h-dvh">
      <main className="mx-auto max-w-3xl pb-24">
        <Outlet />
      </main>
    </div>
  );
}
