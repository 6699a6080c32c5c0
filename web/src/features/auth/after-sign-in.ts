import { createContext, useContext } from 'react';

/**
 * What the sign-in screen needs of the app it leads into, given by the app (App.tsx): importing the route table or
 * the private area from the screen would tie it in a circle to the table that lists it.
 */
export interface AfterSignIn {
  /** Whether a path kept from before sign-in is a private screen to go back to. */
  isPrivatePath(path: string): boolean;
  /** Starts loading the private area, where a successful sign-in goes next. */
  preloadPrivateArea(): void;
}

export const AfterSignInContext = createContext<AfterSignIn>({ isPrivatePath: () => false, preloadPrivateArea: () => undefined });

export const useAfterSignIn = () => useContext(AfterSignInContext);
