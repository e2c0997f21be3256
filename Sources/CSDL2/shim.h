#ifndef OPENUIKIT_CSDL2_SHIM_H
#define OPENUIKIT_CSDL2_SHIM_H
// SDL2 for the live window (openuikit view). SDL_MAIN_HANDLED: the command has its own main.
#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>
#endif
