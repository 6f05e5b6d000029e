import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HomeRoute } from './routes/HomeRoute';
import { NotFoundRoute } from './routes/NotFoundRoute';

const router = createBrowserRouter([
  { path: '/', element: <HomeRoute /> },
  { path: '*', element: <NotFoundRoute /> },
]);

export function App() {
  return <RouterProvider router={router} />;
}
