#if CommandLine
import CSDL2
import Foundation
import OpenCoreGraphics
import OpenQuartzCore
import OpenUIKit
import TransitionGallery
import UIKitTesting
import FrameOutput

/// Plays a demo in the live window: the main loop runs once per displayed frame with the time
/// that really passed, the mouse becomes a finger through UIKit's event path, and the keyboard
/// steers (see `keys`).
@MainActor
final class LiveSession {
    enum Outcome { case quit, next, previous, restart }

    nonisolated static let keys = "→/N next demo · ←/P previous · R restart · space pause · S or . one frame (paused) · T slow animations ×10 · O overlay · H home button (to the background and back) · Q/Esc quit"

    let window: SDLWindow
    let scale: CGFloat
    var showsOverlay: Bool
    var slowAnimations = false
    var script: LiveScript?
    private(set) var statistics = FrameStatistics()
    private var latencyFrames: Double?

    init(window: SDLWindow, scale: CGFloat, showsOverlay: Bool, script: LiveScript?) {
        self.window = window
        self.scale = scale
        self.showsOverlay = showsOverlay
        self.script = script
    }

    /// Runs `demo` (already on screen in `host`) until a key or the script moves on.
    func run(_ demo: GalleryDemo, position: String, host: TransitionHost) -> Outcome {
        var paused = false
        var finger: SyntheticTouches.Finger?
        var pendingInputTicks: UInt32?
        var lastTick = MediaTimeline.monotonicSeconds()
        // The script's clock: the time that passed, frame by frame, even while paused (when
        // running, exactly the main loop's).
        var scriptTime: TimeInterval = 0
        var lastFrame: PixelBuffer?
        host.window.layer.speed = slowAnimations ? 0.1 : 1
        window.setTitle("openuikit view — \(demo.name) (\(position))")

        while true {
            let frameStart = MediaTimeline.monotonicSeconds()
            var stepOnce = false
            // 1. Input, at the current (virtual) time.
            for event in window.pollEvents() {
                switch SDL_EventType(event.type) {
                case SDL_QUIT:
                    return .quit
                case SDL_KEYDOWN:
                    switch Key(event.key.keysym.sym) {
                    case .quit: return .quit
                    case .next: return .next
                    case .previous: return .previous
                    case .restart: return .restart
                    case .pause: paused.toggle()
                    case .step: stepOnce = paused
                    case .slow:
                        slowAnimations.toggle()
                        host.window.layer.speed = slowAnimations ? 0.1 : 1
                    case .overlay: showsOverlay.toggle()
                    case .home:
                        // The home button: to the background (notifications, a launched app's
                        // state saved) and back.
                        if UIApplication.shared.applicationState == .background {
                            ApplicationHost.enterForeground()
                        } else {
                            ApplicationHost.enterBackground()
                        }
                    case nil: break
                    }
                case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                    finger = host.touches.touchDown(at: [point(event.button.x, event.button.y)]).first
                    pendingInputTicks = event.button.timestamp
                case SDL_MOUSEMOTION where finger != nil:
                    host.touches.move([finger!], to: [point(event.motion.x, event.motion.y)])
                    pendingInputTicks = pendingInputTicks ?? event.motion.timestamp
                case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
                    if let down = finger {
                        host.touches.move([down], to: [point(event.button.x, event.button.y)])
                        host.touches.lift([down])
                    }
                    finger = nil
                    pendingInputTicks = event.button.timestamp
                default:
                    break
                }
            }
            // 2. The script's steps that are due (injected as SDL events: handled next frame).
            if var steps = script {
                for step in steps.take(dueBy: scriptTime) {
                    switch step.action {
                    case .down(let p): inject(.down, p)
                    case .move(let p): inject(.move, p)
                    case .up(let p): inject(.up, p)
                    case .click(let p):
                        inject(.down, p)
                        inject(.up, p)
                    case .key(let name): window.injectKey(name)
                    case .screenshot(let path):
                        do {
                            guard let lastFrame else { throw LiveScript.Invalid(description: "no frame has been shown yet") }
                            // What the window shows; with a renderer, the last frame it was given.
                            try FrameFiles.writePNG(window.shownPixels() ?? lastFrame, to: URL(fileURLWithPath: path))
                        } catch {
                            FileHandle.standardError.write(Data("openuikit view: could not write the screenshot \(path): \(error)\n".utf8))
                        }
                    case .quit:
                        script = steps
                        return .quit
                    }
                }
                script = steps
            }
            // 3. Time: what really passed since the last frame (a stall counts as 0.1 s). A
            // scripted run (tests, benchmarks) steps exactly 1/60 s per frame instead, so that
            // what it shows does not depend on how busy the machine is.
            let now = MediaTimeline.monotonicSeconds()
            let elapsed = script != nil ? 1.0 / 60 : min(now - lastTick, 0.1)
            lastTick = now
            scriptTime += elapsed
            if !paused {
                FrameScheduler.runFrame(at: CACurrentMediaTime() + elapsed)
            } else if stepOnce {
                FrameScheduler.runFrame(at: CACurrentMediaTime() + 1.0 / 60)
            }
            // 4. The frame.
            let renderStart = MediaTimeline.monotonicSeconds()
            guard let pixels = HostRendering.windowPixels(of: host, scale: scale) else { return .quit }
            let inBackground = UIApplication.shared.applicationState == .background
            let screen = inBackground ? homeScreen(over: pixels) : pixels
            let shown = showsOverlay && !inBackground ? overlaid(screen, demo: demo, position: position, host: host, paused: paused) : screen
            lastFrame = shown
            let uploadStart = MediaTimeline.monotonicSeconds()
            window.upload(shown)
            let presentStart = MediaTimeline.monotonicSeconds()
            window.present()
            let frameEnd = MediaTimeline.monotonicSeconds()
            statistics.record(work: presentStart - frameStart, rendering: uploadStart - renderStart, present: frameEnd - presentStart,
                              startedAt: frameStart)
            // Input to photon: from the event to the present of the first frame that shows it.
            if let ticks = pendingInputTicks {
                latencyFrames = Double(SDLWindow.ticks &- ticks) / (1000.0 / 60)
                pendingInputTicks = nil
            }
            // 5. Pacing: without vsync (Xvfb), wait for the next 1/60 s ourselves.
            if !window.hasVSync {
                let remaining = frameStart + 1.0 / 60 - MediaTimeline.monotonicSeconds()
                if remaining > 0 { usleep(useconds_t(remaining * 1_000_000)) }
            }
        }
    }

    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
    }

    private func inject(_ kind: SDLWindow.InjectedMouse, _ point: CGPoint) {
        window.injectMouse(kind, x: Int32((point.x * scale).rounded()), y: Int32((point.y * scale).rounded()))
    }

    /// `pixels` with a box of text at the top left: fps, frame time, latency, state.
    private func overlaid(_ pixels: PixelBuffer, demo: GalleryDemo, position: String, host: TransitionHost, paused: Bool) -> PixelBuffer {
        var lines = [
            "\(demo.name) (\(position))",
            String(format: "%.1f fps · work %.1f ms · present %.1f ms", statistics.framesPerSecond, statistics.lastWork * 1000, statistics.lastPresent * 1000),
            latencyFrames.map { String(format: "input to photon %.1f frames", $0) } ?? "input to photon: move the mouse",
            host.currentTransition.map(summary) ?? "no transition",
        ]
        if paused { lines.append("paused (S: one frame)") }
        if slowAnimations { lines.append("slow animations ×10") }
        let context = Raster.context(over: pixels, scale: scale)
        let box = CGRect(x: 8, y: 8, width: CGFloat(pixels.width) / scale - 16, height: CGFloat(lines.count) * 16 + 10)
        context.setFillColor(red: 0, green: 0, blue: 0, alpha: 0.65)
        context.fill(box)
        let style = TextStyle(font: FontDescriptor(family: "DejaVu Sans Mono", size: 11),
                              color: ColorComponents(red: 1, green: 1, blue: 1, alpha: 1), alignment: .left)
        for (index, line) in lines.enumerated() {
            TextLayout.draw(line, style: style, in: CGRect(x: 14, y: 13 + CGFloat(index) * 16, width: box.width - 12, height: 16), context: context)
        }
        context.flush()
        return pixels
    }

    /// What the screen shows while the app is in the background: a plain home screen.
    private func homeScreen(over pixels: PixelBuffer) -> PixelBuffer {
        let context = Raster.context(over: pixels, scale: scale)
        let size = CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
        context.setFillColor(red: 0.12, green: 0.14, blue: 0.2, alpha: 1)
        context.fill(CGRect(origin: .zero, size: size))
        let style = TextStyle(font: FontDescriptor(family: "DejaVu Sans", size: 15),
                              color: ColorComponents(red: 1, green: 1, blue: 1, alpha: 0.85), alignment: .center)
        TextLayout.draw("In the background", style: style, in: CGRect(x: 0, y: size.height / 2 - 20, width: size.width, height: 20), context: context)
        TextLayout.draw("H brings the app back", style: style, in: CGRect(x: 0, y: size.height / 2 + 4, width: size.width, height: 20), context: context)
        context.flush()
        return pixels
    }

    /// One short line for the overlay: "pop 0.18 of 0.4 s · 38 % · interactive".
    private func summary(_ transition: RunningTransition) -> String {
        var parts = [String(format: "%@ %.2f of %.2g s", transition.kind.rawValue, transition.elapsed, transition.duration)]
        if transition.initiallyInteractive { parts.append("\(Int((transition.percentComplete * 100).rounded())) %") }
        if transition.isInteractive { parts.append("interactive") }
        if transition.isCancelled { parts.append("cancelled") }
        return parts.joined(separator: " · ")
    }

    /// The keys the window understands.
    private enum Key {
        case quit, next, previous, restart, pause, step, slow, overlay, home

        init?(_ code: SDL_Keycode) {
            func is_(_ key: SDL_KeyCode) -> Bool { code == SDL_Keycode(truncatingIfNeeded: key.rawValue) }
            if is_(SDLK_q) || is_(SDLK_ESCAPE) { self = .quit }
            else if is_(SDLK_RIGHT) || is_(SDLK_n) { self = .next }
            else if is_(SDLK_LEFT) || is_(SDLK_p) { self = .previous }
            else if is_(SDLK_r) { self = .restart }
            else if is_(SDLK_SPACE) { self = .pause }
            else if is_(SDLK_s) || is_(SDLK_PERIOD) { self = .step }
            else if is_(SDLK_t) { self = .slow }
            else if is_(SDLK_o) { self = .overlay }
            else if is_(SDLK_h) { self = .home }
            else { return nil }
        }
    }
}
#endif
