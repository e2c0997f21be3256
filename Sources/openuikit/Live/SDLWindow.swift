#if CommandLine
import CSDL2
import Foundation
import OpenCoreGraphics

/// A real window through SDL2 showing the frames the compositor renders.
final class SDLWindow {
    struct ResizeFailed: Error, CustomStringConvertible {
        let description: String
    }

    struct NoDisplay: Error, CustomStringConvertible {
        let reason: String
        var description: String {
            "openuikit view needs a display, and SDL could not open one (\(reason)). Set DISPLAY (or run it under xvfb-run), "
                + "or write the demo's frames to files instead: openuikit render DEMO."
        }
    }

    private(set) var width: Int32, height: Int32
    private let window: OpaquePointer
    /// How frames reach the screen: copied straight into the window's surface when its pixels
    /// are laid out as ours (XRGB/ARGB 8888: one copy, then SDL's blit to the display — the
    /// cheapest path without a GPU, as under Xvfb), else through a renderer's streaming texture.
    private enum Output {
        case surface(UnsafeMutablePointer<SDL_Surface>)
        case renderer(renderer: OpaquePointer, texture: OpaquePointer)
    }
    private var output: Output
    /// Whether presenting waits for the display's refresh (else the session paces itself).
    let hasVSync: Bool

    init(title: String, width: Int, height: Int) throws {
        self.width = Int32(width)
        self.height = Int32(height)
        SDL_SetMainReady()
        // Without a display SDL may quietly pick a driver that shows nothing (offscreen, KMS):
        // only an explicit SDL_VIDEODRIVER overrides the check.
        let environment = ProcessInfo.processInfo.environment
        let explicitDriver = environment["SDL_VIDEODRIVER"].map { !$0.isEmpty } ?? false
        if !explicitDriver, (environment["DISPLAY"] ?? "").isEmpty, (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            throw NoDisplay(reason: "neither DISPLAY nor WAYLAND_DISPLAY is set")
        }
        if !explicitDriver {
            // Only the drivers of the display that is set: SDL would otherwise fall back to one
            // that shows nothing when DISPLAY names a display that cannot be opened.
            let wayland = !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty, x11 = !(environment["DISPLAY"] ?? "").isEmpty
            setenv("SDL_VIDEODRIVER", [wayland ? "wayland" : nil, x11 ? "x11" : nil].compactMap { $0 }.joined(separator: ","), 1)
        }
        guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else {
            let reason = String(cString: SDL_GetError())
            let display = environment["DISPLAY"].map { "DISPLAY=\($0)" } ?? environment["WAYLAND_DISPLAY"].map { "WAYLAND_DISPLAY=\($0)" } ?? "the display"
            throw NoDisplay(reason: "\(display) cannot be opened: \(reason)")
        }
        if !explicitDriver, let driver = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }), ["offscreen", "dummy", "evdev"].contains(driver) {
            SDL_Quit()
            throw NoDisplay(reason: "SDL chose the '\(driver)' video driver, which shows nothing")
        }
        let centered = Int32(0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED (a macro Swift cannot import)
        guard let window = SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height), SDL_WINDOW_SHOWN.rawValue) else {
            let reason = String(cString: SDL_GetError())
            SDL_Quit()
            throw NoDisplay(reason: reason)
        }
        self.window = window
        let sameLayout = [SDL_PIXELFORMAT_RGB888.rawValue, SDL_PIXELFORMAT_ARGB8888.rawValue]
        if let surface = SDL_GetWindowSurface(window), sameLayout.contains(surface.pointee.format.pointee.format),
           surface.pointee.w == Int32(width), surface.pointee.h == Int32(height) {
            output = .surface(surface)
            hasVSync = false
            return
        }
        let accelerated = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        guard let renderer = accelerated ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue),
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                              Int32(width), Int32(height)) else {
            let reason = String(cString: SDL_GetError())
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw NoDisplay(reason: reason)
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        output = .renderer(renderer: renderer, texture: texture)
    }

    deinit {
        if case .renderer(let renderer, let texture) = output {
            SDL_DestroyTexture(texture)
            SDL_DestroyRenderer(renderer)
        }
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Hands `pixels` (the window's size, premultiplied BGRA: SDL's ARGB8888 bytes on
    /// little-endian machines) to SDL: our side of presenting.
    func upload(_ pixels: PixelBuffer) {
        switch output {
        case .surface(let surface):
            SDL_LockSurface(surface)
            let pitch = Int(surface.pointee.pitch), rowBytes = min(pitch, pixels.bytesPerRow)
            if let target = surface.pointee.pixels {
                for row in 0..<min(Int(surface.pointee.h), pixels.height) {
                    memcpy(target.advanced(by: row * pitch), pixels.data.advanced(by: row * pixels.bytesPerRow), rowBytes)
                }
            }
            SDL_UnlockSurface(surface)
        case .renderer(let renderer, let texture):
            SDL_UpdateTexture(texture, nil, pixels.data, Int32(pixels.bytesPerRow))
            SDL_RenderClear(renderer)
            SDL_RenderCopy(renderer, texture, nil, nil)
        }
    }

    /// What the window shows, read back from its surface (the pixels the display server was
    /// given); nil when frames go through a renderer, whose picture cannot be read back after
    /// presenting.
    func shownPixels() -> PixelBuffer? {
        guard case .surface(let surface) = output, let source = surface.pointee.pixels else { return nil }
        let copy = PixelBuffer(width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        SDL_LockSurface(surface)
        for row in 0..<copy.height {
            memcpy(copy.data.advanced(by: row * copy.bytesPerRow), source.advanced(by: row * Int(surface.pointee.pitch)), copy.width * 4)
        }
        SDL_UnlockSurface(surface)
        // XRGB surfaces leave the top byte undefined: the window is opaque.
        let pixels = copy.data.assumingMemoryBound(to: UInt32.self)
        for row in 0..<copy.height {
            for x in 0..<copy.width { pixels[row * copy.bytesPerRow / 4 + x] |= 0xFF00_0000 }
        }
        return copy
    }

    /// Shows the uploaded frame: the display server's side (X11 waits for the server to take
    /// the image; with vsync, for the refresh).
    func present() {
        switch output {
        case .surface: SDL_UpdateWindowSurface(window)
        case .renderer(let renderer, _): SDL_RenderPresent(renderer)
        }
    }

    /// Gives the window a new size in pixels (a demo on another device). Frames of the new size
    /// follow; a display server that does not grant the size shows them cropped, with one
    /// message on standard error.
    func resize(width: Int, height: Int) throws {
        guard Int32(width) != self.width || Int32(height) != self.height else { return }
        self.width = Int32(width)
        self.height = Int32(height)
        SDL_SetWindowSize(window, Int32(width), Int32(height))
        switch output {
        case .surface:
            // The old surface is freed once SDL sees the size change; wait (briefly) for the
            // server's answer, then take the new one.
            var granted = (width: Int32(0), height: Int32(0))
            for _ in 0..<100 {
                SDL_PumpEvents()
                SDL_GetWindowSize(window, &granted.width, &granted.height)
                if granted == (Int32(width), Int32(height)) { break }
                SDL_Delay(5)
            }
            guard let surface = SDL_GetWindowSurface(window) else {
                throw ResizeFailed(description: "openuikit view: SDL has no surface for the window at \(width) x \(height) (\(String(cString: SDL_GetError()))).")
            }
            output = .surface(surface)
            if surface.pointee.w != Int32(width) || surface.pointee.h != Int32(height) {
                FileHandle.standardError.write(Data(("openuikit view: the display kept the window at \(surface.pointee.w) x \(surface.pointee.h) "
                    + "pixels instead of \(width) x \(height); frames are cropped.\n").utf8))
            }
        case .renderer(let renderer, let old):
            guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                                  Int32(width), Int32(height)) else {
                throw ResizeFailed(description: "openuikit view: SDL could not make a \(width) x \(height) texture for the window (\(String(cString: SDL_GetError()))).")
            }
            SDL_DestroyTexture(old)
            output = .renderer(renderer: renderer, texture: texture)
        }
    }

    func setTitle(_ title: String) {
        SDL_SetWindowTitle(window, title)
    }

    /// Every event waiting, oldest first.
    func pollEvents() -> [SDL_Event] {
        var events: [SDL_Event] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { events.append(event) }
        return events
    }

    /// Puts a mouse event in SDL's queue as if the mouse had done it (the window test's input).
    func injectMouse(_ kind: InjectedMouse, x: Int32, y: Int32) {
        var event = SDL_Event()
        switch kind {
        case .down, .up:
            event.type = (kind == .down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
            event.button.windowID = SDL_GetWindowID(window)
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.state = UInt8(kind == .down ? SDL_PRESSED : SDL_RELEASED)
            event.button.clicks = 1
            event.button.x = x
            event.button.y = y
            event.button.timestamp = SDL_GetTicks()
        case .move:
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.windowID = SDL_GetWindowID(window)
            event.motion.state = UInt32(1) << (UInt32(SDL_BUTTON_LEFT) - 1)
            event.motion.x = x
            event.motion.y = y
            event.motion.timestamp = SDL_GetTicks()
        }
        SDL_PushEvent(&event)
    }

    enum InjectedMouse { case down, move, up }

    /// Puts a key press in SDL's queue (`right`, `left`, `space` or a letter).
    func injectKey(_ name: String) {
        let code: SDL_KeyCode = switch name {
        case "right": SDLK_RIGHT
        case "left": SDLK_LEFT
        case "space": SDLK_SPACE
        default: SDL_KeyCode(rawValue: UInt32(name.unicodeScalars.first?.value ?? 0))
        }
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.windowID = SDL_GetWindowID(window)
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = SDL_Keycode(truncatingIfNeeded: code.rawValue)
        event.key.timestamp = SDL_GetTicks()
        SDL_PushEvent(&event)
    }

    /// Milliseconds since SDL started (the clock of event timestamps).
    static var ticks: UInt32 { SDL_GetTicks() }
}
#endif
